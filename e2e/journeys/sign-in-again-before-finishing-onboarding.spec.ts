import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { AuthDialog } from '../pages/AuthDialog';
import { OnboardingQuiz } from '../pages/OnboardingQuiz';
import { createVerifiedUser } from '../support/api';
import { DEVICES } from '../support/devices';

for (const device of DEVICES) {
  test.describe(device.name, () => {
    test.use(device.use);
    test('a new user who signs out before finishing the quiz is asked for it again at the next sign-in, and not after finishing it', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const user = await createVerifiedUser(request, { onboarded: false });
      const shell = new AppShell(page);
      const dialog = new AuthDialog(page);
      const quiz = new OnboardingQuiz(page);

      await page.goto('/tours');
      await shell.signInButton.click();
      await dialog.login(user.email, user.password);
      await dialog.expectClosed();
      await quiz.expectOnStep(1);

      // Gone before answering; back on the same device.
      await shell.signOut();
      await expect(shell.signInButton).toBeVisible();
      await page.goto('/tours');
      await shell.signInButton.click();
      await dialog.login(user.email, user.password);
      await dialog.expectClosed();
      await expect(page).toHaveURL(/\/onboarding$/);
      await quiz.expectOnStep(1);

      // Once the quiz is done, signing in again on this device goes straight to the app.
      await quiz.completeForLisbon();
      await expect(page).toHaveURL(/\/tours$/);
      await shell.signOut();
      await page.goto('/tours');
      await shell.signInButton.click();
      await dialog.login(user.email, user.password);
      await dialog.expectClosed();
      await expect(page).toHaveURL(/\/tours$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Tell us about your travels' })).toHaveCount(
        0,
      );
    });
  });
}
