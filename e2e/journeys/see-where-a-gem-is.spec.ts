import { expect, type Page, test } from '@playwright/test';
import { AuthDialog } from '../pages/AuthDialog';
import { GemPage } from '../pages/GemPage';
import { API, seededGem } from '../support/api';

const SAVE_NOTICE =
  'You need an account to save gems. Log in or sign up, and your saved gems stay in your folders on every device.';

async function openGem(page: Page) {
  const gem = await seededGem(page.request);
  const detail = (
    (await (await page.request.get(`${API}/gems/${gem.id}`)).json()) as {
      data: { address: string; city: { name: string; slug: string }; guide: { name: string } };
    }
  ).data;
  const gemPage = new GemPage(page);
  await gemPage.goto(gem.id);
  await gemPage.expectGem(gem.name);
  return { gem, detail, gemPage };
}

async function expectLocation(page: Page) {
  const { detail, gemPage } = await openGem(page);
  const where = page.getByRole('region', { name: 'Where it is' });
  await where.scrollIntoViewIfNeeded();
  const [street, neighbourhood] = detail.address.split(',').map((part) => part.trim());
  await expect(where).toContainText(street ?? '');
  await expect(where).toContainText(neighbourhood ?? '');
  await expect(where.getByRole('link', { name: detail.city.name })).toHaveAttribute(
    'href',
    `/tours/${detail.city.slug}`,
  );
  await expect(where.getByRole('img', { name: /^Map: / })).toBeVisible();
  await expect(where.getByRole('link', { name: /^Directions/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/directions\?to=/,
  );
  await expect(where.getByRole('link', { name: /^Open in OpenStreetMap/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=/,
  );
  await expect(
    page
      .getByRole('region', { name: 'Recommended by' })
      .getByRole('link', { name: new RegExp(detail.guide.name) }),
  ).toBeVisible();
  return gemPage;
}

test('a gem page says where the place is, links directions and the recommending guide', async ({ page }) => {
  await expectLocation(page);
});

test('a visitor is told an account is needed to save a gem, before and after pressing Save', async ({
  page,
}) => {
  const { gemPage } = await openGem(page);
  await expect(gemPage.saveButton).toHaveAccessibleDescription('Sign in to save it to your folders');
  await gemPage.saveButton.click();
  const dialog = new AuthDialog(page);
  await dialog.expectOpen('Welcome Back');
  await expect(dialog.dialog.getByText(SAVE_NOTICE)).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the location and a normal-sized Save fit the screen', async ({ page }) => {
    const gemPage = await expectLocation(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await gemPage.saveButton.boundingBox();
    expect(box?.height ?? 0).toBeLessThan(56);
    await expect(gemPage.saveButton).toBeInViewport({ ratio: 1 });
    const map = page.getByRole('img', { name: /^Map: / });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toBeInViewport({ ratio: 1 });
  });
});
