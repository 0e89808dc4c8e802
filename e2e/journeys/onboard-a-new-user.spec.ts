import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { AuthDialog } from '../pages/AuthDialog';
import { OnboardingQuiz } from '../pages/OnboardingQuiz';
import { createVerifiedUser, seededGem } from '../support/api';

test('a new user is sent to the quiz from every page, finishes it and returns where they were', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, { onboarded: false });
  const shell = new AppShell(page);
  const dialog = new AuthDialog(page);
  const quiz = new OnboardingQuiz(page);
  const gemId = (await seededGem(request)).id;

  await shell.goto('/');
  await shell.signInButton.click();
  await dialog.login(user.email, user.password);
  await dialog.expectClosed();
  await expect(page).toHaveURL(/\/onboarding$/);

  for (const path of ['/', '/tours', '/saved-gems', `/gems/${gemId}`]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/onboarding$/);
    await quiz.expectOnStep(1);
  }

  // The gate remembered the last page the user asked for: the gem page.
  await quiz.choose('Planning a trip');
  await quiz.next();
  await quiz.expectOnStep(2);
  await quiz.searchCity('lisb');
  await quiz.choose(/Lisbon/);
  await page.reload();
  await quiz.expectOnStep(2);
  await expect(page.getByRole('radio', { name: /Lisbon/ })).toBeChecked();
  await quiz.next();
  await quiz.choose('Within a month');
  await quiz.next();
  await quiz.choose('A friend');
  await quiz.finish();

  await expect(page).toHaveURL(new RegExp(`/gems/${gemId}$`));
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/$/);

  await shell.signOut();
  await shell.signInButton.click();
  await dialog.login(user.email, user.password);
  await dialog.expectClosed();
  await page.goto('/tours');
  await expect(page).toHaveURL(/\/tours$/);
  await shell.expectHeading('Tours');
});
