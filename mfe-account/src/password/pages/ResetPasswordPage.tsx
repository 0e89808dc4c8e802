import { openAuthDialog, showToast, TOAST_TEXT } from '@gaido/shared';
import { useResetPassword } from '@gaido/shared/auth';
import { Button } from '@gaido/ui/button';
import { useState } from 'react';
import { NewPasswordForm } from '../../common/NewPasswordForm';
import { useTokenParam } from '../../common/useTokenParam';

/** /reset-password?token=…: the link from the reset mail. */
export default function ResetPasswordPage() {
  const token = useTokenParam();
  if (!token) {
    return (
      <section className="state-box" role="alert">
        <h1>Reset link incomplete</h1>
        <p>This link has no reset token. Ask for a new reset email from the login dialog.</p>
        <Button onClick={() => openAuthDialog({ tab: 'login' })}>Open login</Button>
      </section>
    );
  }
  // Each link is its own attempt: a newer link opened on this page starts clean, without the
  // error (or the success) of the one before.
  return <ResetWithToken key={token} token={token} />;
}

function ResetWithToken({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  const reset = useResetPassword();
  if (done) {
    return (
      <section className="state-box">
        <h1>Password reset</h1>
        <p>You can now log in with your new password.</p>
        <Button variant="primary" onClick={() => openAuthDialog({ tab: 'login' })}>
          Log in
        </Button>
      </section>
    );
  }

  return (
    <section aria-labelledby="reset-title" className="narrow">
      <h1 id="reset-title">Choose a new password</h1>
      <NewPasswordForm
        submitLabel="Reset password"
        save={async (password) => {
          await reset.mutateAsync({ password, token });
          setDone(true);
          showToast({ description: TOAST_TEXT.passwordReset });
        }}
        describeError={(caught) =>
          `${caught instanceof Error ? caught.message : 'Password reset failed'}. The link may have expired: ask for a new one from the login dialog.`
        }
      />
    </section>
  );
}
