import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The host's authentication dialog (spec 2), opened by gaido:openAuth; found by its title (spec 2's
 * titles of its tabs and views), so another dialog on the page (a tour's booking sheet on a phone) is
 * never taken for it.
 */
export class AuthDialog {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', {
      name: /^(Welcome Back|Create an Account|Reset Password|Check Your Email)$/,
    });
  }

  async expectOpen(title: string) {
    await expect(this.dialog).toBeVisible();
    await expect(this.dialog.getByRole('heading', { name: title })).toBeVisible();
  }

  async expectClosed() {
    await expect(this.dialog).toBeHidden();
  }

  tab(name: 'Login' | 'Sign Up') {
    return this.dialog.getByRole('tab', { name });
  }

  async fill(email: string, password: string) {
    await this.dialog.getByLabel('Email').fill(email);
    await this.dialog.getByLabel('Password').fill(password);
  }

  async login(email: string, password: string) {
    await this.tab('Login').click();
    await this.fill(email, password);
    await this.dialog.getByRole('button', { name: 'Log In' }).click();
  }

  async signUp(email: string, password: string) {
    await this.tab('Sign Up').click();
    await this.fill(email, password);
    await this.dialog.getByRole('button', { name: 'Create Account' }).click();
  }

  alert() {
    return this.dialog.getByRole('alert');
  }
}
