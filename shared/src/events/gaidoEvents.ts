/**
 * spec 2: the host and the remotes meet through `gaido:*` window events. A remote never imports the
 * host; it calls these helpers (or dispatches the same CustomEvents) and the host listens.
 * Details arriving from outside (another remote's build, a hand-written dispatch) are checked before
 * a handler sees them: a malformed event is ignored with a warning instead of crashing the listener.
 */
import mitt from 'mitt';
import type { User } from '../schemas/user';

export const GAIDO_EVENTS = {
  openAuth: 'gaido:openAuth',
  closeAuth: 'gaido:closeAuth',
  openCreateFolder: 'gaido:openCreateFolder',
  toast: 'gaido:toast',
  sessionChanged: 'gaido:sessionChanged',
} as const;

export type AuthDialogTab = 'login' | 'signup';

export interface OpenAuthDetail {
  tab?: AuthDialogTab;
  /**
   * 'booking': the dialog shows the booking-preservation notice when a selection is held.
   * 'save-gem': a visitor pressed Save on a gem; the dialog says an account keeps saved gems.
   */
  reason?: 'booking' | 'save-gem';
}

/** What a remote asks of the authentication dialog (alias used by the host). */
export type AuthDialogRequest = OpenAuthDetail;

export type CloseAuthDetail = Record<string, never>;

export interface OpenCreateFolderDetail {
  gemId: string;
  cityId?: string;
}

export type CreateFolderRequest = OpenCreateFolderDetail;

export type ToastVariant = 'default' | 'destructive';

export interface ToastDetail {
  /** Unique per toast, so the host can dedupe or dismiss. */
  id: string;
  title?: string;
  description?: string;
  variant: ToastVariant;
  durationMs?: number;
}

export type ToastRequest = ToastDetail;

export interface SessionChangedDetail {
  isAuthenticated: boolean;
  user: User | null;
}

export type GaidoEventDetailMap = {
  'gaido:openAuth': OpenAuthDetail;
  'gaido:closeAuth': CloseAuthDetail;
  'gaido:openCreateFolder': OpenCreateFolderDetail;
  'gaido:toast': ToastDetail;
  'gaido:sessionChanged': SessionChangedDetail;
};

export type GaidoEventName = keyof GaidoEventDetailMap;

/** In-process events that never leave the page's JS (no window event). */
export type GaidoBusOnlyEvents = {
  /** Locally saved favorites were pushed to the server: refetch favorite queries. */
  'favorites:synced': { synced: number };
};

export type GaidoBusEvents = GaidoEventDetailMap & GaidoBusOnlyEvents;

/**
 * Typed in-process bus. Every window event dispatched through `dispatchGaidoEvent` is mirrored here,
 * so code without a DOM (tests, workers) can listen too. Listen on the window OR the bus, not both.
 */
export const gaidoBus = mitt<GaidoBusEvents>();

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

type DetailParsers = { [N in GaidoEventName]: (raw: unknown) => GaidoEventDetailMap[N] | null };

const parseDetail: DetailParsers = {
  'gaido:openAuth': (raw) => {
    const detail: OpenAuthDetail = {};
    if (isRecord(raw)) {
      if (raw.tab === 'login' || raw.tab === 'signup') detail.tab = raw.tab;
      if (raw.reason === 'booking' || raw.reason === 'save-gem') detail.reason = raw.reason;
    }
    return detail;
  },
  'gaido:closeAuth': () => ({}),
  'gaido:openCreateFolder': (raw) => {
    if (!isRecord(raw)) return null;
    const gemId = typeof raw.gemId === 'number' ? String(raw.gemId) : optionalString(raw.gemId);
    if (!gemId) return null;
    const cityId = typeof raw.cityId === 'number' ? String(raw.cityId) : optionalString(raw.cityId);
    return cityId ? { gemId, cityId } : { gemId };
  },
  'gaido:toast': (raw) => {
    if (!isRecord(raw)) return null;
    const title = optionalString(raw.title);
    const description = optionalString(raw.description);
    if (!title && !description) return null;
    const detail: ToastDetail = {
      id: optionalString(raw.id) ?? nextEventId(),
      variant: raw.variant === 'destructive' ? 'destructive' : 'default',
    };
    if (title) detail.title = title;
    if (description) detail.description = description;
    if (typeof raw.durationMs === 'number' && Number.isFinite(raw.durationMs) && raw.durationMs > 0) {
      detail.durationMs = raw.durationMs;
    }
    return detail;
  },
  'gaido:sessionChanged': (raw) => {
    if (!isRecord(raw)) return null;
    return {
      isAuthenticated: raw.isAuthenticated === true,
      user: isRecord(raw.user) ? (raw.user as User) : null,
    };
  },
};

let eventCounter = 0;
export function nextEventId(): string {
  eventCounter += 1;
  return `gaido-${Date.now().toString(36)}-${eventCounter}`;
}

/** Dispatches a typed `gaido:*` CustomEvent on window and mirrors it on `gaidoBus`. */
export function dispatchGaidoEvent<N extends GaidoEventName>(name: N, detail: GaidoEventDetailMap[N]): void {
  if (typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent(name, { detail }));
  }
  gaidoBus.emit(name, detail as GaidoBusEvents[N]);
}

/**
 * Listens to a `gaido:*` window event with a typed, validated detail. Returns the unsubscribe function
 * (use it as a React effect cleanup).
 */
export function onGaidoEvent<N extends GaidoEventName>(
  name: N,
  handler: (detail: GaidoEventDetailMap[N], event: Event) => void,
): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: Event) => {
    const raw: unknown = event instanceof CustomEvent ? event.detail : undefined;
    const detail = parseDetail[name](raw);
    if (detail === null) {
      console.warn(`[gaido] ignored a malformed ${name} event`, raw);
      return;
    }
    handler(detail, event);
  };
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}

/** spec 2: opens the host's authentication dialog. */
export function openAuthDialog(detail: OpenAuthDetail = {}): void {
  dispatchGaidoEvent(GAIDO_EVENTS.openAuth, detail);
}

/** spec 2: closes the host's authentication dialog. */
export function closeAuthDialog(): void {
  dispatchGaidoEvent(GAIDO_EVENTS.closeAuth, {});
}

/** spec 2: opens the host's create-folder dialog for a gem (creating the folder also saves the gem). */
export function openCreateFolderDialog(detail: OpenCreateFolderDetail): void {
  dispatchGaidoEvent(GAIDO_EVENTS.openCreateFolder, detail);
}
