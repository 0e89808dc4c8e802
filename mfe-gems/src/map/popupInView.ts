// MapLibre places a popup above or below its gem by the room it finds when it is placed; it does
// not move the map. A popup that grows (the folder list opening under Save) can then reach past the
// map's edge, where the map's box clips it: the traveller cannot see or press what is there. The
// map is panned instead, as far as needed and no further.

/** A box in viewport pixels, as getBoundingClientRect gives it. */
export interface ScreenBox {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Room kept between the popup and the map's edge. */
export const POPUP_MARGIN = 8;

/** How far the content must move along one axis to lie inside [areaStart, areaEnd]. */
function shiftInto(start: number, end: number, areaStart: number, areaEnd: number, margin: number): number {
  const first = areaStart + margin;
  const last = areaEnd - margin;
  // Too big to fit: its start shows (the photo and name, the top of a list), the rest runs past.
  if (end - start > last - first) return first - start;
  if (start < first) return first - start;
  if (end > last) return last - end;
  return 0;
}

/**
 * The offset to hand MapLibre's `panBy` so the popup lies inside the map, or null when it already
 * does. `panBy` moves the view: what is drawn moves the other way.
 */
export function panToShowPopup(
  popup: ScreenBox,
  map: ScreenBox,
  margin = POPUP_MARGIN,
): [number, number] | null {
  const x = Math.round(shiftInto(popup.left, popup.right, map.left, map.right, margin));
  const y = Math.round(shiftInto(popup.top, popup.bottom, map.top, map.bottom, margin));
  return x === 0 && y === 0 ? null : [-x || 0, -y || 0];
}
