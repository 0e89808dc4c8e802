import { changePassword, showToast, TOAST_TEXT, useSession } from '@gaido/shared';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '../../common/PasswordField';
import { validateNewPassword } from '../../common/passwordRules';
import { SignInPrompt } from '../../common/SignInPrompt';

export default function UpdatePasswordPage() {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);

  if (!isAuthenticated) {
    return <SignInPrompt title="Change your password" reason="Sign in to change your password." />;
  }
  if (done) {
    return (
      <section className="state-box" role="status">
        <h1>Password changed</h1>
        <p>Other devices signed in to your account were signed out.</p>
        <Link to="/profile">Back to your profile</Link>
      </section>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateNewPassword(password, confirmation);
    setErrors(found);
    setFormError(null);
    if (found.password || found.confirmation) return;
    setPending(true);
    try {
      await changePassword(password);
      setDone(true);
      showToast({ description: TOAST_TEXT.passwordChanged });
    } catch (caught) {
      setFormError(caught instanceof Error ? caught.message : 'Password change failed');
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="update-password-title" className="narrow">
      <h1 id="update-password-title">Change your password</h1>
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
          {pending ? 'Saving…' : 'Change password'}
        </button>
      </form>
    </section>
  );
}
