import type { ImgHTMLAttributes, Ref } from 'react';
import './picture.css';

/**
 * The widths the assets host draws a picture at (`?w=`): a picture's `srcset` lists them, and the
 * browser picks the smallest that fills the box at the screen's pixel density.
 */
export const PICTURE_WIDTHS = [320, 480, 640, 800, 1200] as const;

/** `src` at `width` pixels wide: the assets host reads `w` and keeps every other parameter. */
export function pictureSrc(src: string, width: number): string {
  if (src.startsWith('data:')) return src;
  const hash = src.indexOf('#');
  const base = hash >= 0 ? src.slice(0, hash) : src;
  const fragment = hash >= 0 ? src.slice(hash) : '';
  const cleaned = base.replace(/([?&])w=\d*(&|$)/, (_, lead: string, tail: string) => (tail ? lead : ''));
  return `${cleaned}${cleaned.includes('?') ? '&' : '?'}w=${width}${fragment}`;
}

export type PictureLoading = 'lazy' | 'eager' | 'first';

/** What a wrapper may add to the image: custom properties its stylesheet reads, and its own load events. */
type ImageExtras = Pick<ImgHTMLAttributes<HTMLImageElement>, 'style' | 'onLoad' | 'onError'>;

export interface PictureProps extends ImageExtras {
  src: string;
  /** What the picture shows, or '' when the text beside it already says all it shows. */
  alt: string;
  /** The picture's ratio and the size it is shown at on a wide screen, in CSS pixels. */
  width: number;
  height: number;
  /** How wide the picture is shown at each viewport (the `sizes` attribute); its `width` when absent. */
  sizes?: string;
  /**
   * `lazy` (the default): below the fold, fetched when scrolled near. `eager`: in the first screen.
   * `first`: the page's largest paint, fetched before anything else.
   */
  loading?: PictureLoading;
  /** `rect` fills the width of its box; `round` (a portrait) keeps its own `width`, up to its box's. */
  shape?: 'rect' | 'round';
  className?: string;
  /** Widths for the `srcset`; none for a picture that does not come from the assets host. */
  widths?: readonly number[];
  ref?: Ref<HTMLImageElement>;
}

/**
 * One picture: its box keeps the ratio of `width` × `height` before the image arrives (the browser
 * reads the attributes as the box's aspect-ratio, which a page's stylesheet may still set for its
 * own box), the browser chooses a width from the `srcset` for the box it fills, and the image
 * covers the box.
 */
export function Picture({
  src,
  alt,
  width,
  height,
  sizes,
  loading = 'lazy',
  shape = 'rect',
  className,
  widths = PICTURE_WIDTHS,
  ref,
  ...extras
}: PictureProps) {
  const srcSet =
    src.startsWith('data:') || widths.length === 0
      ? undefined
      : widths.map((w) => `${pictureSrc(src, w)} ${w}w`).join(', ');
  const classes = ['ui-picture', shape === 'round' ? 'ui-picture-round' : 'ui-picture-rect', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <img
      ref={ref}
      {...extras}
      className={classes}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? `${width}px`) : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      decoding={loading === 'lazy' ? 'async' : undefined}
      {...(loading === 'first' ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
