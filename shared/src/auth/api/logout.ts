// Loaded by `signOut` on the first sign-out, not with the root. It reaches the root through the
// `@gaido/shared` specifier, as the subpaths do: a relative import from this lazy chunk would make
// the bundler keep the client's modules apart in the root's chunk (+0.5 KB on every page).
import { logout as logoutEndpoint } from '@gaido/contracts/accounts';
import { callApi } from '@gaido/shared';

/**
 * Best-effort server-side logout; never throws. Both tokens are sent (`auth`), so the server ends the
 * session of the refresh token and that of the access token.
 */
export async function logout(): Promise<void> {
  try {
    await callApi(logoutEndpoint, { auth: true, retries: 0, timeoutMs: 5000 });
  } catch {
    // The local sign-out happens anyway.
  }
}
