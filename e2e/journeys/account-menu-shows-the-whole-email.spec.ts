import { expect, type Locator, type Page, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { createVerifiedUser } from '../support/api';
import { loginViaApi, signInBrowser } from '../support/security';

/** Where the rendered text wraps: the characters that start a new line. */
async function lineStarts(text: Locator): Promise<string[]> {
  return text.evaluate((element) => {
    const starts: string[] = [];
    let lastTop: number | null = null;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.textContent ?? '';
      for (let index = 0; index < value.length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        if (lastTop !== null && top > lastTop + 2) starts.push(value.slice(index));
        lastTop = top;
      }
    }
    return starts;
  });
}

async function openMenuOf(page: Page) {
  const user = await createVerifiedUser(page.request);
  await signInBrowser(page, await loginViaApi(page.request, user.email, user.password));
  await page.goto('/tours');
  await new AppShell(page).accountMenuButton().click();
  const email = page.getByRole('banner').getByText(user.email);
  await expect(email).toBeVisible();
  return email;
}

test('the account menu shows the email address without breaking it mid-word', async ({ page }) => {
  const email = await openMenuOf(page);
  expect(await lineStarts(email)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the email address wraps, if at all, only before its @ or a dot', async ({ page }) => {
    const email = await openMenuOf(page);
    await expect(email).toBeInViewport({ ratio: 1 });
    for (const start of await lineStarts(email)) expect(start).toMatch(/^[@.]/);
  });
});
