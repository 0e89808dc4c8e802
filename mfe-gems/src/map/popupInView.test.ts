import { panToShowPopup, type ScreenBox } from './popupInView';

const map: ScreenBox = { top: 100, right: 900, bottom: 600, left: 100 };

function box(left: number, top: number, width: number, height: number): ScreenBox {
  return { left, top, right: left + width, bottom: top + height };
}

describe('panToShowPopup', () => {
  it('leaves the map alone when the popup is inside it', () => {
    expect(panToShowPopup(box(400, 300, 280, 200), map)).toBeNull();
  });

  it('pans the view down by what reaches past the bottom, so the popup moves up into view', () => {
    // The folder list opened under Save: 177 px past the bottom edge, plus the margin.
    expect(panToShowPopup(box(400, 390, 280, 387), map)).toEqual([0, 185]);
  });

  it('pans the view up for a popup above its gem that reaches past the top', () => {
    expect(panToShowPopup(box(400, 60, 280, 200), map)).toEqual([0, -48]);
  });

  it('pans sideways for a popup past the left or the right edge', () => {
    expect(panToShowPopup(box(50, 300, 280, 200), map)).toEqual([-58, 0]);
    expect(panToShowPopup(box(700, 300, 280, 200), map)).toEqual([88, 0]);
  });

  it('shows the top of a popup taller than the map, however far its bottom runs', () => {
    expect(panToShowPopup(box(400, 300, 280, 700), map)).toEqual([0, 192]);
    expect(panToShowPopup(box(400, 20, 280, 700), map)).toEqual([0, -88]);
    // Already showing its top: nothing to do.
    expect(panToShowPopup(box(400, 108, 280, 700), map)).toBeNull();
  });

  it('counts the margin as part of the edge', () => {
    expect(panToShowPopup(box(400, 392, 280, 200), map)).toBeNull();
    expect(panToShowPopup(box(400, 393, 280, 200), map)).toEqual([0, 1]);
  });
});
