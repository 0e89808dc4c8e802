import { expect, test } from '@playwright/test';
import { DEVICES } from '../support/devices';

/** Typing part of a name, ArrowDown, Enter: the first suggestion is the one opened. */
for (const device of DEVICES) {
  test.describe(device.name, () => {
    test.use(device.use);
    test('lis, ArrowDown, Enter opens Lisbon', async ({ page }) => {
      await page.goto('/');
      const search = page.getByRole('combobox', { name: 'Search a city' });
      await search.fill('lis');
      const suggestions = page.getByRole('listbox', { name: 'Cities' });
      await expect(suggestions.getByRole('option').first()).toContainText('Lisbon');
      await expect(suggestions.getByRole('option', { selected: true })).toHaveCount(0);
      await search.press('ArrowDown');
      await expect(suggestions.getByRole('option', { selected: true })).toContainText('Lisbon');
      await search.press('Enter');
      await expect(page).toHaveURL(/\/tours\/lisbon$/);
    });
  });
}
