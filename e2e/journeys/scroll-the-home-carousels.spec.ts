import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';

// The home page's cities, tours and gems are carousels on a phone: rows that scroll inside themselves,
// moved by a finger, by Previous and Next, or by Tab to a card's link; on a desktop the same lists are
// grids with everything on screen.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('Next and Previous scroll the popular cities, and Tab brings the last city into view', async ({
    page,
  }) => {
    await new AppShell(page).goto('/');
    const carousel = page.getByRole('group', { name: 'Popular cities' });
    const list = carousel.getByRole('list', { name: 'Popular cities' });
    const links = list.getByRole('link');
    await expect(links.first()).toBeVisible();
    const scrolled = () => list.evaluate((element) => element.scrollLeft);
    const previous = carousel.getByRole('button', { name: 'Previous cities' });
    const next = carousel.getByRole('button', { name: 'Next cities' });

    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await next.click();
    await expect.poll(scrolled).toBeGreaterThan(0);
    await expect(previous).not.toHaveAttribute('aria-disabled');
    await previous.click();
    await expect.poll(scrolled).toBe(0);

    const last = links.last();
    await expect(last).not.toBeInViewport();
    await next.focus();
    for (let index = 0; index < (await links.count()); index += 1) await page.keyboard.press('Tab');
    await expect(last).toBeFocused();
    await expect(last).toBeInViewport();
  });
});

test('on a desktop the cities, tours and gems are grids without carousel buttons', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const shell = new AppShell(page);
  await shell.goto('/');
  await expect(page.getByRole('list', { name: 'Tours' }).getByRole('listitem').first()).toBeVisible();
  const gems = await shell.featuredGems();
  await expect(gems.getByRole('list', { name: 'Hidden gems' }).getByRole('listitem').first()).toBeVisible();
  for (const name of ['Next cities', 'Next tours', 'Next gems']) {
    await expect(page.getByRole('button', { name })).toBeHidden();
  }
  // Every city on the screen's width: the list does not scroll sideways.
  const cities = page.getByRole('list', { name: 'Popular cities' });
  expect(await cities.evaluate((list) => list.scrollWidth - list.clientWidth)).toBe(0);
});
