import { expect, test } from '@playwright/test';

test('sorting by price compares euros and dollars in one currency, says at what rate, and shows each tour’s own currency', async ({
  page,
}) => {
  await page.goto('/tours?sort=price&limit=24');
  const filters = page.getByRole('form', { name: 'Filter tours' });
  await expect(
    filters.getByText(/^Prices in other currencies are compared in EUR at 1 EUR = [\d.]+ USD/),
  ).toBeVisible();
  const rate = Number(
    /1 EUR = ([\d.]+) USD/.exec(
      (await filters.getByText(/^Prices in other currencies/).textContent()) ?? '',
    )?.[1],
  );
  expect(rate).toBeGreaterThan(0);

  const list = page.getByRole('list', { name: 'Tours' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  // Page through until both currencies have been seen, checking the order in euros all along.
  const inEuros: number[] = [];
  const currencies = new Set<string>();
  for (let pageNumber = 1; pageNumber <= 3; pageNumber += 1) {
    const prices = await list
      .locator('li strong')
      .filter({ hasText: /^[€$][\d,.]+$/ })
      .allTextContents();
    for (const price of prices) {
      const amount = Number(price.slice(1).replace(/,/g, ''));
      currencies.add(price[0] ?? '');
      inEuros.push(price.startsWith('$') ? amount / rate : amount);
    }
    const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' });
    if (!(await next.isEnabled())) break;
    const firstBefore = await list.getByRole('listitem').first().textContent();
    await next.click();
    await expect(page.getByText(`Page ${pageNumber + 1} of`)).toBeVisible();
    // The previous page stays on screen until the next one has arrived.
    await expect(list.getByRole('listitem').first()).not.toHaveText(firstBefore ?? '');
  }
  expect([...currencies].sort()).toEqual(['$', '€']);
  for (let index = 1; index < inEuros.length; index += 1) {
    expect(inEuros[index]!).toBeGreaterThanOrEqual(inEuros[index - 1]! - 0.01);
  }
});
