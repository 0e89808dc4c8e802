import {
  createContext,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useInView } from '../in-view/useInView';
import { Picture, type PictureLoading, type PictureProps } from './Picture';

const greatestCommonDivisor = (a: number, b: number): number => (b ? greatestCommonDivisor(b, a % b) : a);

/**
 * A transparent GIF in the ratio of `width` × `height`, which a waiting picture shows: the box keeps
 * its size and tint, draws no alt text or broken-image icon, and is no largest paint (the browser
 * leaves out a picture this empty); a GIF, not an SVG, so no document is loaded for it.
 */
export function waitingSrc(width: number, height: number): string {
  const divisor = greatestCommonDivisor(width, height) || 1;
  const [w, h] = [width / divisor, height / divisor];
  // GIF89a, the screen's width and height (little-endian), a two-colour table, colour 0 transparent,
  // one 1×1 frame of colour 0; the screen outside the frame is transparent too.
  const gif = `GIF89a${String.fromCharCode(w & 255, w >> 8, h & 255, h >> 8)}\x80\0\0\0\0\0\xff\xff\xff!\xf9\x04\x01\0\0\0\0,\0\0\0\0\x01\0\x01\0\0\x02\x01D\0;`;
  return `data:image/gif;base64,${btoa(gif)}`;
}

/**
 * How long an `after-eager` picture waits at most for its group's eager pictures: a request that
 * hangs leaves no other picture blank.
 */
export const AFTER_EAGER_TIMEOUT_MS = 2000;

/**
 * The eager pictures of a `PictureOrder` and whether its `after-eager` pictures may load: open once
 * every eager picture has loaded (or failed, or left) and a frame has been drawn since, or after
 * `AFTER_EAGER_TIMEOUT_MS`.
 */
interface EagerPicturesGate {
  isOpen(): boolean;
  subscribe(listener: () => void): () => void;
  /** An eager picture starts loading; the returned function says it is done (once). */
  add(): () => void;
  /** Every picture of the group has mounted: from now on, none pending opens it. Returns its stop. */
  start(): () => void;
}

function eagerPicturesGate(): EagerPicturesGate {
  let pending = 0;
  let started = false;
  let opened = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const open = () => {
    if (opened) return;
    opened = true;
    clearTimeout(timer);
    for (const listener of listeners) listener();
  };
  const openWhenDone = () => {
    if (!started || pending > 0) return;
    // The eager pictures are painted in the next frame: the others' requests leave after it, so
    // their work on the main thread cannot hold that frame back. Checked again then: a picture may
    // have been added meanwhile (React's development mode mounts everything twice).
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (started && pending === 0) open();
      }),
    );
  };
  return {
    isOpen: () => opened,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    add() {
      pending += 1;
      let done = false;
      return () => {
        if (done) return;
        done = true;
        pending -= 1;
        openWhenDone();
      };
    },
    start() {
      started = true;
      timer = setTimeout(open, AFTER_EAGER_TIMEOUT_MS);
      openWhenDone();
      return () => {
        started = false;
        clearTimeout(timer);
      };
    },
  };
}

const PictureOrderContext = createContext<EagerPicturesGate | null>(null);

/**
 * A group of pictures whose `after-eager` ones get their source only once its `eager` and `first`
 * ones have loaded and been painted, when they are scrolled into view, or after
 * `AFTER_EAGER_TIMEOUT_MS`, whichever comes first (then they load lazily, as `lazy`). Chromium loads
 * each SVG picture as a document on the page's main thread, in a task of its own as it arrives: a
 * list's lower pictures, fetched together with its first row, would otherwise hold back the frame
 * that paints the first row.
 */
export function PictureOrder({ children }: { children: ReactNode }) {
  const [gate] = useState(eagerPicturesGate);
  // A layout effect: it runs after those of the pictures inside, which add themselves first.
  useLayoutEffect(() => gate.start(), [gate]);
  return <PictureOrderContext.Provider value={gate}>{children}</PictureOrderContext.Provider>;
}

/** The share of an `after-eager` picture's box in the viewport that counts as in view. */
export const IN_VIEW_THRESHOLD = 0.25;

const neverChanges = () => () => {};
const isOpenWithoutGate = () => true;

/**
 * Whether an `after-eager` picture still waits: its gate is shut and its box has not been in view
 * (the returned ref watches it).
 */
function useWaiting(gate: EagerPicturesGate | null, afterEager: boolean) {
  const active = afterEager && gate !== null;
  const open = useSyncExternalStore(
    active ? gate.subscribe : neverChanges,
    active ? gate.isOpen : isOpenWithoutGate,
    isOpenWithoutGate,
  );
  // In view (not merely near, as native lazy loading counts): a card the traveller scrolls to gets
  // its picture at once. A sliver at the screen's edge at load (the next row's top on a laptop) waits
  // for the first row, as the rest do. Without IntersectionObserver it is seen at once: no wait.
  const [watchInView, seen] = useInView<HTMLImageElement>({
    threshold: IN_VIEW_THRESHOLD,
    watch: active && !open,
  });
  return [watchInView, active && !open && !seen] as const;
}

/** An eager picture of a `PictureOrder` tells it when it has loaded or failed (or left the page). */
function useEagerInGate(
  gate: EagerPicturesGate | null,
  image: RefObject<HTMLImageElement | null>,
  eager: boolean,
) {
  // A layout effect: it runs before the group's, and before any load event of the image.
  useLayoutEffect(() => {
    const element = image.current;
    if (!gate || !eager || !element) return;
    const finish = gate.add();
    if (element.complete) finish();
    element.addEventListener('load', finish);
    element.addEventListener('error', finish);
    return () => {
      element.removeEventListener('load', finish);
      element.removeEventListener('error', finish);
      finish();
    };
  }, [gate, eager, image]);
}

/**
 * A picture of a `PictureOrder`. `loading`: `after-eager` waits for the group's `eager` and `first`
 * pictures (then loads as `lazy`); outside a `PictureOrder`, or without IntersectionObserver, it is
 * `lazy`.
 */
export function OrderedPicture({
  loading = 'lazy',
  ...props
}: Omit<PictureProps, 'loading' | 'ref'> & {
  loading?: PictureLoading | 'after-eager';
}) {
  const gate = useContext(PictureOrderContext);
  const image = useRef<HTMLImageElement>(null);
  const [watchInView, waiting] = useWaiting(gate, loading === 'after-eager');
  useEagerInGate(gate, image, loading === 'eager' || loading === 'first');
  const ref = useCallback(
    (element: HTMLImageElement | null) => {
      image.current = element;
      return watchInView(element);
    },
    [watchInView],
  );
  return (
    <Picture
      {...props}
      // Waiting, a data: address: the picture offers no srcset, so nothing is fetched.
      src={waiting ? waitingSrc(props.width, props.height) : props.src}
      ref={ref}
      loading={loading === 'after-eager' ? 'lazy' : loading}
    />
  );
}
