import { StandaloneShell } from '@gaido/shared/standalone';
import { createRoot } from 'react-dom/client';
import BookingsPage from './bookings/pages/BookingsPage';
import ConfirmEmailPage from './email/pages/ConfirmEmailPage';
import UpdateEmailPage from './email/pages/UpdateEmailPage';
import VerifyEmailPage from './email/pages/VerifyEmailPage';
import ResetPasswordPage from './password/pages/ResetPasswordPage';
import UpdatePasswordPage from './password/pages/UpdatePasswordPage';
import PaymentHistoryPage from './payments/pages/PaymentHistoryPage';
import ProfilePage from './profile/pages/ProfilePage';
// The design tokens, which the host loads on every page; alone, the remote loads them itself.
import '@gaido/ui/tokens.css';

// `pnpm --filter mfe-account dev`: this squad's pages in a minimal shell, without the host.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StandaloneShell
      title="mfe-account"
      routes={[
        { path: '/', element: <ProfilePage /> },
        { path: '/profile', element: <ProfilePage /> },
        { path: '/bookings', element: <BookingsPage /> },
        { path: '/payment-history', element: <PaymentHistoryPage /> },
        { path: '/verify-email', element: <VerifyEmailPage /> },
        { path: '/confirm-email', element: <ConfirmEmailPage /> },
        { path: '/update-email', element: <UpdateEmailPage /> },
        { path: '/email-update', element: <UpdateEmailPage /> },
        { path: '/reset-password', element: <ResetPasswordPage /> },
        { path: '/update-password', element: <UpdatePasswordPage /> },
      ]}
    />,
  );
}
