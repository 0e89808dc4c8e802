// Helpers of the security and fault journeys: what the Content-Security-Policy refused,
// and a signed-in browser without going through the dialog.
import type { APIRequestContext, Page } from '@playwright/test';
import { API } from './api';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records every CSP violation of the page: `securitypolicyviolation` events (registered before any
 * script of the app runs) and Chromium's console reports ("Refused to …").
 */
export async function watchCsp(page: Page) {
  const console: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to/i.test(text)) console.push(text);
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return {
    /** Everything refused so far, in this document and in the console of every document. */
    async violations(): Promise<string[]> {
      const events = await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
      return [...events, ...console];
    },
  };
}

export interface ApiSession {
  accessToken: string;
  refreshToken: string;
  user: { id: string; email: string; name: string | null; isOnboarded: boolean };
}

export async function loginViaApi(request: APIRequestContext, email: string, password: string) {
  const response = await request.post(`${API}/auth/login`, { data: { email, password } });
  if (!response.ok()) throw new Error(`login failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: ApiSession }).data;
}

/**
 * Signs the browser in as the app itself would after a login (spec 3: access_token, refresh_token
 * and userData in localStorage), on a host-only page, without the dialog.
 */
export async function signInBrowser(page: Page, session: ApiSession) {
  if (!page.url().startsWith('http')) await page.goto('/privacy');
  await page.evaluate((value) => {
    localStorage.setItem('access_token', value.accessToken);
    localStorage.setItem('refresh_token', value.refreshToken);
    localStorage.setItem('userData', JSON.stringify(value.user));
    localStorage.setItem('userOnboarded', 'true');
    localStorage.setItem(`gaido_logged_in_${value.user.email.toLowerCase()}`, 'true');
  }, session);
}

export function authHeaders(session: Pick<ApiSession, 'accessToken'>) {
  return { Authorization: `Bearer ${session.accessToken}` };
}
