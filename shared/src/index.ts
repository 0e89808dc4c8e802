/**
 * @gaido/shared: the one session package of the platform. The host and every remote load this module
 * as a Module Federation singleton; everything they share (session, API client, events, schemas,
 * query defaults) comes from here. Explicit exports only: this list is the package's public API.
 * What only some pages need lives in subpaths (package.json `exports`): sign-in, sign-up and the
 * account endpoints in `@gaido/shared/auth`, the onboarding quiz's calls in `/onboarding`, the gem catalogue in `@gaido/shared/gems`, the
 * favorites service in `@gaido/shared/favorites`, tours in `@gaido/shared/tours`, the analytics
 * transport in `/analytics`. The root is provided whole by the host (a singleton is not
 * tree-shaken), so every export here costs every page's first load.
 */

// analytics
export {
  ANALYTICS_BATCH_SIZE,
  ANALYTICS_FLUSH_INTERVAL_MS,
  ANALYTICS_MAX_QUEUED,
  type AnalyticsBackend,
  type AnalyticsCaptureOptions,
  type AnalyticsProperties,
  analytics,
  resetAnalytics,
} from './analytics/analytics';
export {
  EVENT_BATCH_SIZE,
  EVENT_FLUSH_INTERVAL_MS,
  EVENT_MAX_ATTEMPTS,
  EVENT_MAX_QUEUED,
  type EventBatcher,
  type EventBatcherOptions,
  type SendMode,
} from './analytics/eventBatcher';
export { PAGE_NAMES, type PageName, pageNameForPath } from './analytics/pageNames';
// api
export {
  ACCESS_TOKEN_RESPONSE_HEADER,
  API_RETRY,
  type ApiAnswer,
  type ApiRequestOptions,
  type CallOptions,
  callApi,
  configureApiClient,
  DESKTOP_CHROME_TIMEOUT_MS,
  type HttpMethod,
  REFRESH_TOKEN_RESPONSE_HEADER,
  refreshSession,
  resetApiClient,
  retryDelayMs,
  sleep,
} from './api/apiClient';
export {
  ApiError,
  type ApiErrorCategory,
  categoryForStatus,
  getServerMessage,
  isApiError,
  isClientError,
  isReauthenticationRequired,
  REAUTHENTICATION_REQUIRED_CODE,
} from './api/apiError';
export {
  type ConnectionState,
  connectionStore,
  resetConnectionHealth,
  UNHEALTHY_AFTER_FAILURES,
  useConnectionHealth,
} from './api/connection';
// auth: only what every page needs (the header's sign-out, the onboarding gate's status and the
// booking it keeps through sign-in); sign-in, sign-up, the account endpoints and their hooks are in
// `@gaido/shared/auth`
export { signOut, useSignOut } from './auth/api/signOut';
export {
  BOOKING_AUTH_NOTICE,
  clearPendingBooking,
  hasPendingBooking,
  PENDING_BOOKING_KEY,
  type PendingBooking,
  readPendingBooking,
  SAVE_GEM_AUTH_NOTICE,
  savePendingBooking,
} from './auth/pendingBooking';
// config
export {
  configureGaido,
  DEFAULT_RUNTIME_CONFIG,
  type GaidoAnalyticsConfig,
  type GaidoRuntimeConfig,
  getRuntimeConfig,
  resetRuntimeConfig,
  resolveAssetUrl,
} from './config/runtimeConfig';
// device
export {
  BREAKPOINTS,
  type BrowserInfo,
  type BrowserName,
  detectBrowser,
  getDeviceType,
  isDesktopChrome,
} from './device/browser';
export { DEVICE_ID_KEY, getDeviceId } from './device/deviceId';
// events
export {
  type AuthDialogRequest,
  type AuthDialogTab,
  type CreateFolderRequest,
  closeAuthDialog,
  dispatchGaidoEvent,
  GAIDO_EVENTS,
  type GaidoBusEvents,
  type GaidoEventDetailMap,
  type GaidoEventName,
  gaidoBus,
  type OpenAuthDetail,
  type OpenCreateFolderDetail,
  onGaidoEvent,
  openAuthDialog,
  openCreateFolderDialog,
  type SessionChangedDetail,
  type ToastDetail,
  type ToastRequest,
  type ToastVariant,
} from './events/gaidoEvents';
// onboarding
export {
  decideOnboardingRoute,
  isOnboardingPath,
  ONBOARDING_PATH,
  type OnboardingGateDecision,
  type OnboardingGateInput,
  type OnboardingServerStatus,
} from './onboarding/decideOnboardingRoute';
export {
  clearOnboardedFlag,
  forgetOnboardingReturnPath,
  markOnboarded,
  ONBOARDED_FLAG_KEY,
  ONBOARDING_RETURN_KEY,
  peekOnboardingReturnPath,
  readOnboardedFlag,
  rememberOnboardingReturnPath,
  takeOnboardingReturnPath,
} from './onboarding/onboardedFlag';
// query
export type { MutationConfig } from './query/mutationConfig';
export type { OpenedRoute, PagePrefetch } from './query/pagePrefetch';
export {
  bindQueryClientToSession,
  CACHE_POLICY,
  type CachePolicy,
  cachePolicyFor,
  createQueryClient,
  queryClientDefaults,
} from './query/queryClient';
export { type GemListParams, type GemsByCityParams, queryKeys } from './query/queryKeys';
// schemas
export type { ListResponse } from './schemas/common';
export type { DeviceType } from './schemas/device';
export type { City, OnboardingCity } from './schemas/tour';
// The stored user is read by normalizeUser (spec 3's tolerant shapes), so only the types are public.
export type { Session, User } from './schemas/user';
// session
export {
  ACCESS_TOKEN_KEY,
  LOGGED_IN_FLAG_PREFIX,
  loggedInFlagKey,
  REFRESH_TOKEN_KEY,
  USER_DATA_KEY,
} from './session/keys';
export { normalizeUser } from './session/normalizeUser';
export {
  clearSession,
  getCurrentUser,
  getSession,
  hasLoggedInBefore,
  markLoggedIn,
  recordFailedLogin,
  resetFailedLogins,
  resolveOnboardedAfterLogin,
  restoreSession,
  type SessionState,
  STORAGE_ERRORS,
  sessionStore,
  setSession,
  updateTokens,
  updateUser,
  useSession,
} from './session/sessionStore';
// toasts
export {
  type ShowToastOptions,
  showToast,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_MAX_VISIBLE,
  TOAST_TEXT,
  TOAST_WIDTH_PX,
} from './toasts/toast';
export { formatDocumentTitle, SITE_NAME, setRouteTitle, useDocumentTitle } from './ui/documentTitle';
