import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { AuthDialog } from '../pages/AuthDialog';
import { OnboardingQuiz } from '../pages/OnboardingQuiz';
import { createVerifiedUser } from '../support/api';
import { DEVICES } from '../support/devices';

/**
 * A new traveller answers the quiz with Porto: the pages that follow the traveller's city take it at
 * once (home's city and hidden gems, the gems map's default city), without a reload or a new sign-in,
 * because the session's user is the one the server answered the quiz with.
 */
for (const device of DEVICES) {
  test.describe(device.name, () => {
    test.use(device.use);
    test('the city chosen in the quiz leads home and the gems map at once', async ({ page, request }) => {
      test.setTimeout(90_000);
      const user = await createVerifiedUser(request, { onboarded: false });
      const shell = new AppShell(page);
      const dialog = new AuthDialog(page);
      const quiz = new OnboardingQuiz(page);

      await shell.goto('/');
      await shell.signInButton.click();
      await dialog.login(user.email, user.password);
      await dialog.expectClosed();
      await quiz.expectOnStep(1);
      await quiz.choose('Finding tours with a local guide');
      await quiz.next();
      await quiz.searchCity('port');
      await quiz.choose(/Porto/);
      await quiz.next();
      await quiz.choose('Within a month');
      await quiz.next();
      await quiz.choose('A friend');
      await quiz.finish();

      // Home, straight after the quiz: the traveller's city and its hidden gems.
      await expect(page).toHaveURL(/\/$/);
      const yourCity = page.getByRole('region', { name: 'Your city' });
      await expect(yourCity.getByRole('heading', { level: 3 })).toContainText('Porto');
      const gems = await shell.featuredGems();
      await expect(gems.getByText('Recommended by local guides in Porto.')).toBeVisible();

      // The gems map opens on Porto, reached through the app's own navigation.
      if (device.name === 'on a phone') await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await shell.navigateTo('Map');
      await expect(page.getByRole('heading', { level: 1, name: 'Gems map' })).toBeVisible();
      const city = page.getByRole('combobox', { name: 'City' });
      await expect(city.locator('option:checked')).toHaveText(/^Porto/);
    });
  });
}
