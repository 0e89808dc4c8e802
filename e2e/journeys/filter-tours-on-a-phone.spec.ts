import { expect, test } from '@playwright/test';
import { ToursPage } from '../pages/ToursPage';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('results come first; the filters open in a sheet behind one button and apply at once', async ({
    page,
  }) => {
    const tours = new ToursPage(page);
    await tours.goto();
    await tours.expectTours();
    await expect(tours.tours.getByRole('listitem').first()).toBeInViewport();
    await expect(page.getByRole('form', { name: 'Filter tours' })).toBeHidden();

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    await expect(sheet).toBeInViewport();
    const category = sheet.getByLabel('Category');
    const choice = await category.locator('option').nth(1).textContent();
    await category.selectOption({ index: 1 });
    await expect(page).toHaveURL(/category=/);
    // The duration is a row of chips: a radio group, one chip chosen.
    const durations = sheet.getByRole('group', { name: 'Duration' });
    await expect(durations.getByRole('radio', { name: 'Any length' })).toBeChecked();
    // A tap, then what it shows: the chip is checked once the list re-renders from the address, which
    // may come a moment after the tap (`check()` fails when the radio is not checked at once).
    await durations.getByRole('radio', { name: 'More than 3 hours' }).click();
    await expect(page).toHaveURL(/duration=long/);
    // The chip shows the choice once the list has re-rendered from the address: a traveller picks the
    // next one after seeing it (checking "Any length" while it still showed chosen changed nothing).
    await expect(durations.getByRole('radio', { name: 'More than 3 hours' })).toBeChecked();
    await durations.getByRole('radio', { name: 'Any length' }).click();
    await expect(page).not.toHaveURL(/duration=/);
    await sheet.getByRole('button', { name: /^Show \d+ tours?$/ }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    expect(choice).toBeTruthy();
    await expect(tours.tours.getByRole('listitem').first()).toBeInViewport();
  });
});

test('on a wide screen the filters sit beside the results, with no Filters button', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const tours = new ToursPage(page);
  await tours.goto();
  await tours.expectTours();
  await expect(page.getByRole('form', { name: 'Filter tours' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeHidden();
});
