import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { AccountPages } from '../pages/ProfilePage';
import { analyticsIdOf, waitForIngested } from '../support/analytics';
import { API, createVerifiedUser, latestMail } from '../support/api';

// A reset link carries a live token in its address; posthog-js copies the address into
// $current_url, $session_entry_url and more. None of it may reach the stored events.
test('a traveller opens the reset link from the mail, and no stored event holds its token', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  const forgot = await request.post(`${API}/auth/forgot-password`, { data: { email: user.email } });
  expect(forgot.ok()).toBe(true);
  const mail = await latestMail(request, user.email, 'reset-password');
  const token = mail.token ?? '';
  expect(token.length).toBeGreaterThan(20);

  // The reset link is the first page this browser opens: it is the session's entry page too.
  await page.goto(mail.link ?? '');
  const distinctId = await analyticsIdOf(page);
  await new AccountPages(page).resetPassword('brand-new-route-7');
  await expect(page.getByRole('heading', { level: 1, name: 'Password reset' })).toBeVisible();
  await new AppShell(page).navigateTo('Tours');

  const events = await waitForIngested(request, distinctId, (all) =>
    all.some((event) => event.event === '$pageview' && event.pageName === 'Tours'),
  );
  const resetView = events.find(
    (event) => event.event === '$pageview' && event.pageName === 'Reset Password',
  );
  expect(resetView?.currentUrl).toMatch(/\/reset-password\?token=redacted$/);
  expect(resetView?.properties.$session_entry_url).toMatch(/\/reset-password\?token=redacted$/);
  expect(JSON.stringify(events)).not.toContain(token);
});
