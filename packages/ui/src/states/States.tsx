import type { CSSProperties, ReactNode } from 'react';
import { Button } from '../button/Button';
import './states.css';

export { LoadingState, type LoadingStateProps } from './LoadingState';

type HeadingLevel = 2 | 3;

function Title({ level, children }: { level: HeadingLevel; children: ReactNode }) {
  return level === 2 ? (
    <h2 className="ui-state-title">{children}</h2>
  ) : (
    <h3 className="ui-state-title">{children}</h3>
  );
}

export interface ErrorStateProps {
  /** "The travel guides could not be loaded": a heading, where the box stands for a whole section. */
  title?: string | undefined;
  headingLevel?: HeadingLevel | undefined;
  /** What happened and what to do ("Check your connection and try again."). */
  children?: ReactNode;
  /** Asks again; shown as the box's button. */
  onRetry?: (() => void) | undefined;
  retryLabel?: string | undefined;
}

/** Data that could not be loaded: announced at once (`role="alert"`), with a button to try again. */
export function ErrorState({
  title,
  headingLevel = 2,
  children,
  onRetry,
  retryLabel = 'Try again',
}: ErrorStateProps) {
  return (
    <div className="ui-state ui-state-error" role="alert">
      {title && <Title level={headingLevel}>{title}</Title>}
      {children && <p>{children}</p>}
      {onRetry && <Button onClick={onRetry}>{retryLabel}</Button>}
    </div>
  );
}

export interface EmptyStateProps {
  /** "No saved gems yet". */
  title?: string | undefined;
  headingLevel?: HeadingLevel | undefined;
  /** What the list will hold, and where to find some. */
  children?: ReactNode;
  /** Links or buttons to what fills it. */
  actions?: ReactNode;
}

/** A list with nothing in it yet: said politely (`role="status"`), with where to go next. */
export function EmptyState({ title, headingLevel = 2, children, actions }: EmptyStateProps) {
  return (
    <div className="ui-state" role="status">
      {title && <Title level={headingLevel}>{title}</Title>}
      {children && <p>{children}</p>}
      {actions && <p className="ui-state-actions">{actions}</p>}
    </div>
  );
}

export interface SkeletonProps {
  /** The final content's width (any CSS length); the whole width by default. */
  width?: string | undefined;
  /** The final content's height, or its ratio (`aspectRatio="4 / 3"` for a picture). */
  height?: string | undefined;
  aspectRatio?: string | undefined;
  /** text: a line of text's height and rounding; block: a picture or a card. */
  shape?: 'text' | 'block' | undefined;
}

/**
 * A grey box the size of what will replace it, so nothing moves when it arrives. Hidden from screen
 * readers: the region that shows skeletons says it is loading (`aria-busy` on it, or a LoadingState).
 */
export function Skeleton({ width, height, aspectRatio, shape = 'block' }: SkeletonProps) {
  const style: CSSProperties = { width, height, aspectRatio };
  return <span className={`ui-skeleton ui-skeleton-${shape}`} style={style} aria-hidden="true" />;
}
