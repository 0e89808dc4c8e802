import {
  type ObserverStandIn,
  reportIntersecting,
  stubIntersectionObserver,
} from '@gaido/ui/test/intersection-observer';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const loadRemoteModule = vi.fn();
const recordRemoteFailure = vi.fn();
const recordRemoteRendered = vi.fn();
vi.mock('./federationRuntime', () => ({
  loadRemoteModule: (...args: unknown[]) => loadRemoteModule(...args),
  recordRemoteFailure: (...args: unknown[]) => recordRemoteFailure(...args),
  recordRemoteRendered: (...args: unknown[]) => recordRemoteRendered(...args),
}));

const whenIdle = vi.fn();
vi.mock('./whenIdle', () => ({ whenIdle: (callback: () => void) => whenIdle(callback) }));

const { DEFERRED_ROOT_MARGIN, RemoteModule } = await import('./RemotePage');
const { loadRemoteModulesEarly } = await import('./earlyRemoteModules');

describe('RemoteModule', () => {
  it('shows a fallback with Retry when the remote fails, and renders it after Retry without a reload', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemoteModule.mockRejectedValueOnce(new Error('manifest 503'));
    loadRemoteModule.mockResolvedValueOnce({ default: () => <h1>Travel guides</h1> });
    render(<RemoteModule remote="mfe_gems" module="./TravelGuidesPage" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of Gaido is unavailable');
    expect(alert).toHaveTextContent('The Gems section could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Travel guides' })).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenLastCalledWith('mfe_gems', './TravelGuidesPage', 1);
    error.mockRestore();
  });

  it('records when the page first rendered, for its health report, and never for a page that crashed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    recordRemoteRendered.mockClear();
    loadRemoteModule.mockResolvedValueOnce({
      default: () => {
        throw new Error('no tour');
      },
    });
    const crashed = render(<RemoteModule remote="mfe_tours" module="./TourDetailPage" />);
    await screen.findByRole('alert');
    expect(recordRemoteRendered).not.toHaveBeenCalled();
    crashed.unmount();
    loadRemoteModule.mockResolvedValueOnce({ default: () => <h1>Tours</h1> });
    render(<RemoteModule remote="mfe_tours" module="./ToursPage" />);
    await screen.findByRole('heading', { name: 'Tours' });
    expect(recordRemoteRendered).toHaveBeenCalledWith('mfe_tours');
    error.mockRestore();
  });

  it('reports a page that crashed after its remote loaded, so the release panel says failed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    recordRemoteFailure.mockClear();
    const crash = new TypeError('useMatch is not a function');
    loadRemoteModule.mockResolvedValueOnce({
      default: () => {
        throw crash;
      },
    });
    render(<RemoteModule remote="mfe_tours" module="./ToursPage" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of Gaido is unavailable');
    expect(recordRemoteFailure).toHaveBeenCalledWith('mfe_tours', crash);
    error.mockRestore();
  });

  it('renders the module bootstrap loaded early for the opened page, without loading it again', async () => {
    loadRemoteModule.mockClear();
    const early = vi.fn().mockResolvedValue({ default: () => <h1>Gems map</h1> });
    loadRemoteModulesEarly([{ remote: 'mfe_gems', module: './GemsMapPage' }], { load: early });
    render(<RemoteModule remote="mfe_gems" module="./GemsMapPage" />);
    expect(await screen.findByRole('heading', { name: 'Gems map' })).toBeInTheDocument();
    expect(early).toHaveBeenCalledOnce();
    expect(loadRemoteModule).not.toHaveBeenCalled();
  });

  it('renders an early module that has already arrived in its first pass, without a spinner', async () => {
    loadRemoteModule.mockClear();
    const page = { default: () => <h1>Tours</h1> };
    loadRemoteModulesEarly([{ remote: 'mfe_tours', module: './ToursPage' }], {
      load: vi.fn().mockResolvedValue(page),
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const committed: string[] = [];
    const observer = new MutationObserver(() => committed.push(document.body.innerHTML));
    observer.observe(document.body, { childList: true, subtree: true });
    render(<RemoteModule remote="mfe_tours" module="./ToursPage" />);
    expect(screen.getByRole('heading', { name: 'Tours' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 0));
    observer.disconnect();
    expect(committed.some((html) => html.includes('ui-loading'))).toBe(false);
    expect(loadRemoteModule).not.toHaveBeenCalled();
  });

  it('shows the fallback when the early load failed, and Retry loads the page afresh', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemoteModule.mockReset();
    loadRemoteModule.mockResolvedValueOnce({ default: () => <h1>Bookings</h1> });
    loadRemoteModulesEarly([{ remote: 'mfe_account', module: './BookingsPage' }], {
      load: vi.fn().mockRejectedValue(new Error('manifest 503')),
    });
    render(<RemoteModule remote="mfe_account" module="./BookingsPage" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of Gaido is unavailable');
    expect(loadRemoteModule).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Bookings' })).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenCalledExactlyOnceWith('mfe_account', './BookingsPage', 1);
    error.mockRestore();
  });
});

describe('a deferred RemoteModule', () => {
  let observers: ObserverStandIn[] = [];
  let idleCallbacks: (() => void)[] = [];

  beforeEach(() => {
    observers = stubIntersectionObserver();
    idleCallbacks = [];
    whenIdle.mockImplementation((callback: () => void) => idleCallbacks.push(callback));
    loadRemoteModule.mockReset();
    loadRemoteModule.mockResolvedValue({ default: () => <p>Tasca do Chico</p> });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.scrollY = 0;
  });

  /** The browser reports the watched block as near the viewport (or not). */
  const cameNear = (isIntersecting: boolean) => act(() => reportIntersecting(observers, isIntersecting));
  const scroll = () =>
    act(() => {
      window.scrollY = 600;
      window.dispatchEvent(new Event('scroll'));
    });

  it('after a scroll, loads when it comes within a screen of the viewport, and shows no spinner before', async () => {
    const { container } = render(<RemoteModule remote="mfe_gems" module="./FeaturedGems" deferred />);
    expect(container.querySelector('.remote-deferred')).not.toBeNull();
    expect(container.querySelector('.ui-loading')).toBeNull();
    scroll();
    expect(observers[0]?.options?.rootMargin).toBe(DEFERRED_ROOT_MARGIN);
    expect(observers[0]?.targets).toEqual([container.querySelector('.remote-deferred')]);
    cameNear(false);
    expect(loadRemoteModule).not.toHaveBeenCalled();
    cameNear(true);
    expect(await screen.findByText('Tasca do Chico')).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenCalledExactlyOnceWith('mfe_gems', './FeaturedGems', 0);
  });

  it('is not watched before the first scroll, while the content above it is still loading', () => {
    render(<RemoteModule remote="mfe_gems" module="./FeaturedGems" deferred />);
    expect(observers.flatMap((observer) => observer.targets)).toEqual([]);
    cameNear(true);
    expect(loadRemoteModule).not.toHaveBeenCalled();
  });

  it('is watched at once on a page opened already scrolled', () => {
    window.scrollY = 1200;
    render(<RemoteModule remote="mfe_gems" module="./FeaturedGems" deferred />);
    expect(observers[0]?.targets).toHaveLength(1);
  });

  it('loads once the page is idle, however far down it is', async () => {
    render(<RemoteModule remote="mfe_gems" module="./FeaturedGems" deferred />);
    expect(loadRemoteModule).not.toHaveBeenCalled();
    act(() => {
      for (const callback of idleCallbacks) callback();
    });
    expect(await screen.findByText('Tasca do Chico')).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenCalledOnce();
  });

  it('loads at once where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<RemoteModule remote="mfe_gems" module="./FeaturedGems" deferred />);
    expect(await screen.findByText('Tasca do Chico')).toBeInTheDocument();
  });
});
