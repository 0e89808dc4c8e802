import { openAuthDialog, resetPassword, showToast, TOAST_TEXT } from '@gaido/shared';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../common/PasswordField';
import { validateNewPassword } from '../../common/passwordRules';
import { useTokenParam } from '../../common/useTokenParam';

/** /reset-password?token=…: the link from the reset mail. */
export default function ResetPasswordPage() {
  const token = useTokenParam();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);

  if (!token) {
    return (
      <section className="state-box" role="alert">
        <h1>Reset link incomplete</h1>
        <p>This link has no reset token. Ask for a new reset email from the login dialog.</p>
        <button type="button" className="button" onClick={() => openAuthDialog({ tab: 'login' })}>
          Open login
        </button>
      </section>
    );
  }
  if (done) {
    return (
      <section className="state-box">
        <h1>Password reset</h1>
        <p>You can now log in with your new password.</p>
        <button
          type="button"
          className="button button-primary"
          onClick={() => openAuthDialog({ tab: 'login' })}
        >
          Log in
        </button>
      </section>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateNewPassword(password, confirmation);
    setErrors(found);
    setFormError(null);
    if (found.password || found.confirmation || !token) return;
    setPending(true);
    try {
      await resetPassword({ password, token });
      setDone(true);
      showToast({ description: TOAST_TEXT.passwordReset });
    } catch (caught) {
      setFormError(
        `${caught instanceof Error ? caught.message : 'Password reset failed'}. The link may have expired: ask for a new one from the login dialog.`,
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="reset-title" className="narrow">
      <h1 id="reset-title">Choose a new password</h1>
      <form onSubmit={submit} noValidate className="auth-form">
        <TextField
          label="New password"
          type="password"
          value={password}
          onChange={setPassword}
          error={errors.password}
          autoComplete="new-password"
        />
        <TextField
          label="Confirm new password"
          type="password"
          value={confirmation}
          onChange={setConfirmation}
          error={errors.confirmation}
          autoComplete="new-password"
        />
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        <button type="submit" className="button button-primary" disabled={pending}>
          {pending ? 'Saving…' : 'Reset password'}
        </button>
      </form>
    </section>
  );
}
