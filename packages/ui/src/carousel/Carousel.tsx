import { type CSSProperties, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import './carousel.css';

export interface CarouselProps {
  /** The carousel's name ("Popular cities"): a group a screen reader announces as a carousel. */
  label: string;
  /** The list's name, when the page knows the list by another one ("Tours"); `label` by default. */
  listLabel?: string | undefined;
  /** The buttons' names ("Previous tours", "Next tours"): three carousels on a page must differ. */
  previousLabel: string;
  nextLabel: string;
  /**
   * From 768 px: `row` stays one row that scrolls sideways; `grid` lays the same list out as a grid
   * (its columns from `listClassName`) and hides the buttons.
   */
  wide?: 'row' | 'grid' | undefined;
  /** An item's width in the row (any CSS length; 72% by default: the next one peeks in at the edge). */
  itemWidth?: string | undefined;
  /** The list's classes of the app (its grid on a wide screen, its cards' looks). */
  listClassName?: string | undefined;
  /** The items, each an `<li>`. */
  children: ReactNode;
}

/** The list's scroll position, as the buttons need it. */
interface Ends {
  atStart: boolean;
  atEnd: boolean;
}

/** One pixel of slack: a fractional scroll position never quite reaches the end. */
const SLACK = 1;

function endsOf(track: HTMLElement): Ends {
  const max = track.scrollWidth - track.clientWidth;
  return { atStart: track.scrollLeft <= SLACK, atEnd: track.scrollLeft >= max - SLACK };
}

/**
 * A horizontal carousel: a list that scrolls sideways inside itself and snaps item by item (CSS scroll
 * snap: a finger, a trackpad and Tab move it natively; no script takes over the scrolling), with
 * Previous and Next buttons that scroll it by about a screen. Every item stays in the list and in the
 * Tab order, so a keyboard reaches each item's link, which scrolls into view on focus. A button at its
 * end is marked disabled (`aria-disabled`) but keeps its focus.
 */
export function Carousel({
  label,
  listLabel = label,
  previousLabel,
  nextLabel,
  wide = 'row',
  itemWidth,
  listClassName,
  children,
}: CarouselProps) {
  const trackId = useId();
  const track = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState<Ends>({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    if (!track.current) return;
    const next = endsOf(track.current);
    setEnds((previous) =>
      previous.atStart === next.atStart && previous.atEnd === next.atEnd ? previous : next,
    );
  }, []);

  useEffect(() => {
    measure();
    const element = track.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // The window's width decides how much fits (and whether a wide screen shows a grid).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);

  const scroll = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    if (direction === -1 ? ends.atStart : ends.atEnd) return;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    // About a screen; the snap points then settle it on an item's edge.
    element.scrollBy?.({ left: direction * element.clientWidth * 0.9, behavior: smooth ? 'smooth' : 'auto' });
  };

  const style = itemWidth ? ({ '--ui-carousel-item': itemWidth } as CSSProperties) : undefined;
  return (
    // A group rather than a region: the page's own section (named by its heading) is the landmark, and two
    // nested regions of one name would be one landmark too many.
    // biome-ignore lint/a11y/useSemanticElements: a carousel is not a fieldset of form controls
    <div
      className={`ui-carousel ui-carousel-${wide}`}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
    >
      <div className="ui-carousel-controls">
        <button
          type="button"
          className="ui-carousel-button"
          aria-controls={trackId}
          aria-label={previousLabel}
          aria-disabled={ends.atStart || undefined}
          onClick={() => scroll(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="ui-carousel-button"
          aria-controls={trackId}
          aria-label={nextLabel}
          aria-disabled={ends.atEnd || undefined}
          onClick={() => scroll(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <ul
        id={trackId}
        ref={track}
        className={listClassName ? `ui-carousel-track ${listClassName}` : 'ui-carousel-track'}
        aria-label={listLabel}
        onScroll={measure}
      >
        {children}
      </ul>
    </div>
  );
}
