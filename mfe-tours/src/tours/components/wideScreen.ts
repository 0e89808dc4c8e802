/**
 * From this width a carousel is a grid (`@gaido/ui/carousel`'s `wide="grid"`, carousel.css): the home
 * page's featured tours are a row of cards beside each other in the first screen, and the first one's
 * picture is the page's largest paint. Below it they are a row that scrolls sideways under the cities,
 * below the first screen of a phone, whose largest paint is the page's heading.
 */
export const WIDE_SCREEN = '(min-width: 768px)';

/** Whether the window is that wide now (false where there is no window to ask). */
export function isWideScreen(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(WIDE_SCREEN).matches
    : false;
}
