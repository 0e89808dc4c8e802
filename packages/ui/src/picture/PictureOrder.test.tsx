import { act, fireEvent, render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { type ObserverStandIn, stubIntersectionObserver } from '../test/intersectionObserver';
import {
  AFTER_EAGER_TIMEOUT_MS,
  IN_VIEW_THRESHOLD,
  OrderedPicture,
  PictureOrder,
  WAITING_SRC,
} from './PictureOrder';

const src = 'http://localhost:4000/assets/tours/lisbon/food-3.svg';
describe('the waiting picture', () => {
  it('is a GIF of one transparent pixel', () => {
    const gif = atob(WAITING_SRC.replace('data:image/gif;base64,', ''));
    expect(gif.slice(0, 6)).toBe('GIF89a');
    expect(gif.charCodeAt(6) + 256 * gif.charCodeAt(7)).toBe(1);
    expect(gif.charCodeAt(8) + 256 * gif.charCodeAt(9)).toBe(1);
    // The graphic control extension: colour 0, the frame's only colour, is transparent.
    const control = gif.indexOf('!\xf9\x04');
    expect(control).toBeGreaterThan(0);
    expect(gif.charCodeAt(control + 3) & 1).toBe(1);
    expect(gif.charCodeAt(control + 6)).toBe(0);
    expect(gif.at(-1)).toBe(';');
  });
});

describe('an after-eager picture in a PictureOrder', () => {
  let observers: ObserverStandIn[] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    observers = stubIntersectionObserver();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** The first row's two pictures, then two below it. */
  function renderRows() {
    render(
      <PictureOrder>
        <OrderedPicture src={`${src}?n=1`} alt="First" width={400} height={300} loading="first" />
        <OrderedPicture src={`${src}?n=2`} alt="Second" width={400} height={300} loading="eager" />
        <OrderedPicture src={`${src}?n=3`} alt="Third" width={400} height={300} loading="after-eager" />
        <OrderedPicture src={`${src}?n=4`} alt="Fourth" width={400} height={300} loading="after-eager" />
      </PictureOrder>,
    );
    return (name: string) => screen.getByRole('img', { name });
  }

  /** The next frame is drawn, and the task after it runs. */
  const nextFrame = () => act(() => vi.advanceTimersByTime(50));

  it('shows a transparent GIF in a box of its own ratio, named, while the first row loads', () => {
    const picture = renderRows();
    nextFrame();
    for (const name of ['Third', 'Fourth']) {
      expect(picture(name)).toHaveAttribute('src', WAITING_SRC);
      expect(picture(name)).not.toHaveAttribute('srcset');
      expect(picture(name)).toHaveAttribute('width', '400');
      expect(picture(name)).toHaveAttribute('height', '300');
      expect(picture(name)).toHaveClass('ui-picture', 'ui-picture-waiting');
      expect(picture(name).style.getPropertyValue('--ui-picture-ratio')).toBe('400 / 300');
    }
    for (const [name, n] of [
      ['First', 1],
      ['Second', 2],
    ] as const) {
      expect(picture(name)).toHaveAttribute('src', `${src}?n=${n}`);
      expect(picture(name)).not.toHaveClass('ui-picture-waiting');
      expect(picture(name)).not.toHaveAttribute('style');
    }
  });

  it("keeps its box's ratio until its own picture has loaded, as the GIF shows until then", () => {
    const picture = renderRows();
    act(() => vi.advanceTimersByTime(AFTER_EAGER_TIMEOUT_MS));
    expect(picture('Third')).toHaveAttribute('src', `${src}?n=3`);
    expect(picture('Third')).toHaveClass('ui-picture-waiting');
    fireEvent.load(picture('Third'));
    expect(picture('Third')).not.toHaveClass('ui-picture-waiting');
    expect(picture('Third').style.getPropertyValue('--ui-picture-ratio')).toBe('');
    expect(picture('Fourth')).toHaveClass('ui-picture-waiting');
    fireEvent.error(picture('Fourth'));
    expect(picture('Fourth')).not.toHaveClass('ui-picture-waiting');
  });

  it('gets its picture, lazily, once every eager picture has loaded or failed and been painted', () => {
    const picture = renderRows();
    fireEvent.load(picture('First'));
    nextFrame();
    expect(picture('Third')).toHaveAttribute('src', WAITING_SRC);
    fireEvent.error(picture('Second'));
    expect(picture('Third')).toHaveAttribute('src', WAITING_SRC);
    nextFrame();
    for (const [name, n] of [
      ['Third', 3],
      ['Fourth', 4],
    ] as const) {
      expect(picture(name)).toHaveAttribute('src', `${src}?n=${n}`);
      expect(picture(name).getAttribute('srcset')).toContain(`${src}?n=${n}&w=480 480w`);
      expect(picture(name)).toHaveAttribute('loading', 'lazy');
    }
  });

  it('gets its picture after the time limit when the first row never loads, and is no longer watched', () => {
    const picture = renderRows();
    act(() => vi.advanceTimersByTime(AFTER_EAGER_TIMEOUT_MS - 1));
    expect(picture('Third')).toHaveAttribute('src', WAITING_SRC);
    act(() => vi.advanceTimersByTime(1));
    expect(picture('Third')).toHaveAttribute('src', `${src}?n=3`);
    expect(picture('Fourth')).toHaveAttribute('src', `${src}?n=4`);
    // Nothing left to wait for: no picture is watched for view any more.
    expect(observers.flatMap((observer) => observer.targets)).toEqual([]);
  });

  it('gets its picture at once when it is scrolled into view, the others still waiting', () => {
    const picture = renderRows();
    const third = picture('Third');
    const watching = observers.find((observer) => observer.targets.includes(third));
    expect(watching?.options?.threshold).toBe(IN_VIEW_THRESHOLD);
    act(() => watching?.callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as never));
    expect(third).toHaveAttribute('src', WAITING_SRC);
    act(() => watching?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as never));
    expect(third).toHaveAttribute('src', `${src}?n=3`);
    expect(picture('Fourth')).toHaveAttribute('src', WAITING_SRC);
  });

  it('waits for nothing outside a PictureOrder, nor without IntersectionObserver', () => {
    render(<OrderedPicture src={src} alt="Alone" width={400} height={300} loading="after-eager" />);
    expect(screen.getByRole('img', { name: 'Alone' })).toHaveAttribute('src', src);
    expect(screen.getByRole('img', { name: 'Alone' })).toHaveAttribute('loading', 'lazy');
    vi.unstubAllGlobals();
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <PictureOrder>
        <OrderedPicture src={`${src}?n=1`} alt="First" width={400} height={300} loading="first" />
        <OrderedPicture src={`${src}?n=3`} alt="Third" width={400} height={300} loading="after-eager" />
      </PictureOrder>,
    );
    expect(screen.getByRole('img', { name: 'Third' })).toHaveAttribute('src', `${src}?n=3`);
  });

  it('passes axe while it waits', async () => {
    vi.useRealTimers();
    const { container } = render(
      <div>
        <PictureOrder>
          <OrderedPicture src={`${src}?n=1`} alt="First" width={400} height={300} loading="first" />
          <OrderedPicture src={`${src}?n=3`} alt="Third" width={400} height={300} loading="after-eager" />
        </PictureOrder>
      </div>,
    );
    expect(screen.getByRole('img', { name: 'Third' })).toHaveAttribute('src', WAITING_SRC);
    expect(await axeViolations(container)).toEqual([]);
  });
});
