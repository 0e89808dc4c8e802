import { act, render, screen } from '@testing-library/react';
import {
  type ObserverStandIn,
  reportIntersecting,
  stubIntersectionObserver,
} from '../test/intersectionObserver';
import { type InViewOptions, useInView } from './useInView';

let observers: ObserverStandIn[] = [];

beforeEach(() => {
  observers = stubIntersectionObserver();
});
afterEach(() => vi.unstubAllGlobals());

function Section(options: InViewOptions) {
  const [ref, inView] = useInView<HTMLElement>(options);
  return (
    <section ref={ref} aria-label="Guide">
      {inView ? 'Gems shown' : 'Gems wait'}
    </section>
  );
}

const watching = () => observers.filter((observer) => observer.targets.length > 0);
const scroll = (isIntersecting: boolean) => act(() => reportIntersecting(observers, isIntersecting));

describe('useInView', () => {
  it('is false until the element comes into view, then true for good and no longer watched', () => {
    render(<Section rootMargin="200px" threshold={0.25} />);
    expect(screen.getByRole('region', { name: 'Guide' })).toHaveTextContent('Gems wait');
    expect(watching()).toHaveLength(1);
    expect(watching()[0]?.targets).toEqual([screen.getByRole('region', { name: 'Guide' })]);
    expect(watching()[0]?.options).toEqual({ rootMargin: '200px', threshold: 0.25 });
    scroll(false);
    expect(screen.getByRole('region', { name: 'Guide' })).toHaveTextContent('Gems wait');
    scroll(true);
    expect(screen.getByRole('region', { name: 'Guide' })).toHaveTextContent('Gems shown');
    expect(watching()).toHaveLength(0);
  });

  it('stops watching when the element goes', () => {
    const { unmount } = render(<Section />);
    expect(watching()).toHaveLength(1);
    unmount();
    expect(watching()).toHaveLength(0);
  });

  it('is true at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Section />);
    expect(screen.getByRole('region', { name: 'Guide' })).toHaveTextContent('Gems shown');
  });
});
