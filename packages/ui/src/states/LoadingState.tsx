import './states.css';

// In a file of its own: a page that shows only the loading state (a tour, a gem, the profile) then
// bundles it without the error and empty states beside it.
export interface LoadingStateProps {
  /** "Loading travel guides…": what a screen reader hears, and what `inline` shows. */
  label: string;
  /** page: a spinner holding the page's place, the label for screen readers only; inline: a small spinner and the label, in a section. */
  look?: 'page' | 'inline' | undefined;
}

/** Something on its way: a status message for screen readers, a spinner for the eye. */
export function LoadingState({ label, look = 'page' }: LoadingStateProps) {
  return (
    <div className={`ui-loading ui-loading-${look}`} role="status">
      <span className="ui-spinner" aria-hidden="true" />
      <span className={look === 'page' ? 'ui-state-hidden' : undefined}>{label}</span>
    </div>
  );
}
