import { showToast, TOAST_TEXT, useSession } from '@gaido/shared';
import { useChangePassword } from '@gaido/shared/auth';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useRecentAuthentication } from '../../common/ConfirmPasswordPrompt';
import { NewPasswordForm } from '../../common/NewPasswordForm';
import { SignInPrompt } from '../../common/SignInPrompt';

export default function UpdatePasswordPage() {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const [done, setDone] = useState(false);
  const recentAuthentication = useRecentAuthentication();
  const change = useChangePassword();

  if (!isAuthenticated) {
    return <SignInPrompt title="Change your password" reason="Sign in to change your password." />;
  }
  if (done) {
    return (
      <section className="state-box" role="status">
        <h1>Password changed</h1>
        <p>
          Other devices signed in to your account were signed out, and any pending email change was cancelled.
        </p>
        <Link to="/profile">Back to your profile</Link>
      </section>
    );
  }

  return (
    <section aria-labelledby="update-password-title" className="narrow">
      <h1 id="update-password-title">Change your password</h1>
      <NewPasswordForm
        submitLabel="Change password"
        save={(password) =>
          recentAuthentication.run(async () => {
            await change.mutateAsync(password);
            setDone(true);
            showToast({ description: TOAST_TEXT.passwordChanged });
          })
        }
        describeError={(caught) => (caught instanceof Error ? caught.message : 'Password change failed')}
      />
      {recentAuthentication.prompt}
    </section>
  );
}
