/** A loading line inside a page section (the shared PageSpinner is for a whole page). */
export function PageSpinnerInline({ label }: { label: string }) {
  return (
    <p className="muted" role="status">
      <span className="spinner" aria-hidden="true" /> {label}
    </p>
  );
}
