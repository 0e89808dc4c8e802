import { apiFetch } from '../../api/apiClient';

/** Best-effort server-side logout (revokes the refresh token); never throws. */
export async function logout(): Promise<void> {
  try {
    await apiFetch('/auth/logout', { method: 'POST', auth: true, retries: 0, timeoutMs: 5000 });
  } catch {
    // The local sign-out happens anyway.
  }
}
