// The limits, defaults and messages of the endpoint contracts, as plain values. Browser code imports them
// from here, not from a contract file: importing a value of a module that builds schemas at its top level
// would bring those schemas into the bundle (through the federated zod/mini, nothing marks them pure).
// Each contract file re-exports its own, for the API.

/** Any RFC 4122-shaped id (the version digit is not enforced: seeded ids are v5, others v4). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
