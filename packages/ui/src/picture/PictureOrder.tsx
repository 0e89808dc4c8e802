import {
  type CSSProperties,
  createContext,
  type ReactNode,
  type RefObject,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useInView } from '../in-view/useInView';
import { Picture, type PictureLoading, type PictureProps } from './Picture';

/**
 * A transparent 1×1 GIF, which a waiting picture shows in its box's ratio (`ui-picture-waiting`): the
 * box keeps its size and tint, draws no alt text or broken-image icon, and is no largest paint (the
 * browser counts an image at most at its own size, one pixel); a GIF, not an SVG, so no document is
 * loaded for it.
 */
export const WAITING_SRC = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

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
 * (the returned ref watches it, given while it waits).
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
  const [watchInView, seen] = useInView<HTMLImageElement>({ threshold: IN_VIEW_THRESHOLD });
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
  // The browser keeps the GIF's box until the picture's own image has loaded or failed: its ratio
  // stays until then.
  const [gifShown, setGifShown] = useState(waiting);
  const settled = waiting ? undefined : () => setGifShown(false);
  useEagerInGate(gate, image, loading === 'eager' || loading === 'first');
  return (
    <Picture
      {...props}
      // Waiting, a data: address: the picture offers no srcset, so nothing is fetched.
      src={waiting ? WAITING_SRC : props.src}
      // Watched for view while it waits (its gate's opening ends that), an eager one for its load.
      ref={waiting ? watchInView : image}
      loading={loading === 'after-eager' ? 'lazy' : loading}
      {...((waiting || gifShown) && {
        className: props.className ? `ui-picture-waiting ${props.className}` : 'ui-picture-waiting',
        style: { '--ui-picture-ratio': `${props.width} / ${props.height}` } as CSSProperties,
        onLoad: settled,
        onError: settled,
      })}
    />
  );
}
