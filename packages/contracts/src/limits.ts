// The limits, defaults and messages of the endpoint contracts, as plain values. Browser code imports them
// from here, not from a contract file: importing a value of a module that builds schemas at its top level
// would bring those schemas into the bundle (through the federated zod/mini, nothing marks them pure).
// Each contract file re-exports its own, for the API.

/** Any RFC 4122-shaped id (the version digit is not enforced: seeded ids are v5, others v4). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The length of every UUID: the bound of each id field, checked before its pattern. */
export const UUID_LENGTH = 36;

// Favorites (favorites.ts) ---------------------------------------------------------------------

/** A folder name is trimmed, then 1 to FOLDER_NAME_MAX characters. */
export const FOLDER_NAME_MAX = 60;
/** The folder a favorite goes to when none is given, created on first use. */
export const DEFAULT_FOLDER_NAME = 'Saved';
/** Folders one user may have; one more is refused with `folder_limit`. */
export const MAX_FOLDERS_PER_USER = 200;
/** The longest cityId accepted (and ignored) on a save: the gem's own city counts. */
export const SAVE_CITY_ID_MAX = 100;

export const FOLDER_NAME_ERRORS = {
  required: 'Folder name is required',
  tooLong: `Folder name must be at most ${FOLDER_NAME_MAX} characters`,
} as const;

// Accounts (accounts.ts) ----------------------------------------------------------------------

export const INVALID_EMAIL = 'Please enter a valid email address';
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 6;
/** Any length hashes; a cap keeps a megabyte "password" from costing anything. */
export const PASSWORD_MAX = 128;
export const SHORT_PASSWORD = `Password must be at least ${PASSWORD_MIN} characters`;
/** A password being chosen that zxcvbn scores below 2 (the API's password-strength.ts). */
export const WEAK_PASSWORD =
  'This password is too easy to guess. Please choose a longer one, for example a few words that do not belong together.';
export const TOKEN_MAX = 200;
export const SIGNUP_NAME_MAX = 80;
export const CLIENT_VERSION_MAX = 32;
/** The client a signup came from, when it does not say. */
export const DEFAULT_CLIENT_VERSION = 'web';

// Users (users.ts) ----------------------------------------------------------------------------

/** A display name is trimmed, then 1 to PROFILE_NAME_MAX characters; null clears it. */
export const PROFILE_NAME_MAX = 80;
/** A bio is trimmed, then at most PROFILE_BIO_MAX characters; null clears it. */
export const PROFILE_BIO_MAX = 500;

// Catalogue: cities, gems, guides (cities.ts, gems.ts, guides.ts) ------------------------------

/** The longest search text of the city list and the onboarding city lookup. */
export const CITY_SEARCH_MAX = 100;
/** Cities the onboarding lookup answers at most. */
export const CITY_LOOKUP_LIMIT = 20;
/** The longest city id or slug in a path. */
export const CITY_ID_OR_SLUG_MAX = 80;
/** Gems per page of a city's list (`?cityId=`), when no limit is given. */
export const CITY_GEMS_PAGE_SIZE = 300;
/** Gems per page of the list without a city, when no limit is given. */
export const GENERIC_GEMS_PAGE_SIZE = 20;
/** The largest page of gems. */
export const MAX_GEMS_PAGE_SIZE = 500;
export const GEM_SORTS = ['name', 'createdAt'] as const;
export const DEFAULT_GEM_SORT = 'name';
export const SORT_ORDERS = ['ASC', 'DESC'] as const;
/** Guides per page when no limit is given, and the largest page. */
export const GUIDES_PAGE_SIZE = 50;
export const MAX_GUIDES_PAGE_SIZE = 100;
/** Gems embedded in `GET /guides/{id}`; the rest through `GET /gems?guideId=`. */
export const GUIDE_GEMS_LIMIT = 500;

// Tours and reviews (tours.ts, reviews.ts) ----------------------------------------------------

export const TOURS_PAGE_SIZE = 20;
export const MAX_TOURS_PAGE_SIZE = 100;
export const TOUR_SLUG_MAX = 120;
/** `YYYY-MM-DD`. */
export const DATE_LENGTH = 10;
/** An ISO 4217 code: `EUR`. */
export const CURRENCY_LENGTH = 3;
export const TOUR_SEARCH_MAX = 100;
export const TOUR_LANGUAGE_MAX = 40;
/** The highest price filter, in minor units. */
export const TOUR_PRICE_FILTER_MAX = 10_000_000;
/** The longest duration filter, in minutes (a day). */
export const TOUR_DURATION_FILTER_MAX = 24 * 60;
/** The largest party the tour list can be filtered for. */
export const TOUR_GUESTS_FILTER_MAX = 50;
/** Days of availability when `to` is not given. */
export const AVAILABILITY_DEFAULT_DAYS = 30;
export const REVIEWS_PAGE_SIZE = 10;
export const MAX_REVIEWS_PAGE_SIZE = 50;
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;

// Bookings and payments (bookings.ts, payments.ts) --------------------------------------------

export const MAX_GUESTS_PER_BOOKING = 20;
export const BOOKINGS_PAGE_SIZE = 20;
export const MAX_BOOKINGS_PAGE_SIZE = 100;
export const BOOKING_WHEN = ['upcoming', 'past', 'all'] as const;
export const DEFAULT_BOOKING_WHEN = 'all';
/** An idempotency key (body or `Idempotency-Key` header): 8 to 100 letters, digits, dashes or underscores. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/** The longest idempotency key (the pattern's bound, checked first). */
export const IDEMPOTENCY_KEY_MAX = 100;
/** `HH:MM`, a local time of day. */
export const TIME_LENGTH = 5;
/** The longest security code as typed, spaces around it included (it is trimmed, then 3 or 4 digits). */
export const CARD_CVC_INPUT_MAX = 8;
export const PAYMENTS_PAGE_SIZE = 50;
export const MAX_PAYMENTS_PAGE_SIZE = 100;
export const CARD_HOLDER_NAME_MAX = 100;

// Onboarding and the survey (onboarding.ts, survey.ts) ----------------------------------------

export const APP_USAGE_PURPOSES = [
  'plan-a-trip',
  'discover-my-city',
  'find-tours',
  'save-places',
  'other',
] as const;
export const WHEN_TRIP_PLANNED = ['within-a-month', '1-3-months', '3-6-months', 'later', 'not-sure'] as const;
export const REFERRED_BY = ['friend', 'search', 'social', 'blog', 'other'] as const;
export const ONBOARDING_TEXT_MAX = 100;
export const SURVEY_SCORE_MAX = 10;
export const SURVEY_COMMENT_MAX = 1000;
export const SURVEY_PATH_MAX = 200;
export const SURVEY_DISTINCT_ID_MAX = 200;

// The analytics ingest (ingest.ts; api/src/features/analytics/decode.ts enforces them) -----------

/** Events in one request. */
export const INGEST_BATCH_MAX = 50;
/** An event's name, its distinct_id, each property name, and each other text field of the protocol
 * (uuid, timestamp, api_key, token, sent_at). */
export const INGEST_TEXT_MAX = 200;
/** Properties of one event. */
export const INGEST_PROPERTIES_MAX = 500;
/** The longest `?compression=` (`gzip-js`, `gzip`, `base64`; anything else is read as plain JSON). */
export const INGEST_COMPRESSION_MAX = 20;

// Development routes (dev.ts) ------------------------------------------------------------------

export const DEV_EVENTS_DEFAULT_LIMIT = 100;
export const DEV_EVENTS_MAX_LIMIT = 500;
export const DEV_MAILBOX_DEFAULT_LIMIT = 50;
export const DEV_MAILBOX_MAX_LIMIT = 200;
/** The longest `since` of the event list: an ISO date-time with nanoseconds and an offset fits. */
export const DEV_SINCE_MAX = 40;
/** The tour categories, by slug (the catalogue's own list). */
export const TOUR_CATEGORY_SLUGS = ['food', 'nightlife', 'art', 'history', 'markets', 'photography'] as const;
export const TOUR_SORTS = ['city', 'title', 'price', 'rating', 'reviews', 'duration', 'newest'] as const;
/** The longest stretch of availability one request may ask for, in days. */
export const MAX_AVAILABILITY_DAYS = 93;
