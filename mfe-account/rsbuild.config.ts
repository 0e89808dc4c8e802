import { remoteRsbuildConfig } from '@gaido/build-tooling/remote-config';
import { defineConfig } from '@rsbuild/core';

// The exposes map is this squad's public API (see README.md).
export const exposes = {
  './ProfilePage': './src/profile/pages/ProfilePage.tsx',
  './BookingsPage': './src/bookings/pages/BookingsPage.tsx',
  './PaymentHistoryPage': './src/payments/pages/PaymentHistoryPage.tsx',
  './VerifyEmailPage': './src/email/pages/VerifyEmailPage.tsx',
  './ConfirmEmailPage': './src/email/pages/ConfirmEmailPage.tsx',
  './UpdateEmailPage': './src/email/pages/UpdateEmailPage.tsx',
  './ResetPasswordPage': './src/password/pages/ResetPasswordPage.tsx',
  './UpdatePasswordPage': './src/password/pages/UpdatePasswordPage.tsx',
};

export default defineConfig(
  remoteRsbuildConfig({
    name: 'mfe_account',
    appDir: __dirname,
    exposes,
    title: 'Gaido account (standalone)',
  }),
);
