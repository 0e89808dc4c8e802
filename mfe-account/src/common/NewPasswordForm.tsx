import { PASSWORD_MIN_LENGTH } from '@gaido/shared/auth';
import { Button } from '@gaido/ui/button';
import { newPasswordHint, PasswordField } from '@gaido/ui/password-field';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { validateNewPassword } from './passwordRules';

/**
 * The new-password form of /reset-password and /update-password: the same fields, rules and
 * states; each page says what saving means and how a failure reads.
 */
export function NewPasswordForm({
  submitLabel,
  save,
  describeError,
}: {
  submitLabel: string;
  save: (password: string) => Promise<void>;
  describeError: (error: unknown) => string;
}) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  // A reset link's token is spent by the first attempt: a save is never retried behind the user's back.
  const saving = useMutation({ mutationFn: (password: string) => save(password), retry: 0 });
  const pending = saving.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateNewPassword(password, confirmation);
    setErrors(found);
    setFormError(null);
    if (found.password || found.confirmation) return;
    saving.mutate(password, { onError: (caught) => setFormError(describeError(caught)) });
  }

  return (
    <form onSubmit={submit} noValidate className="auth-form">
      <PasswordField
        label="New password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        hint={newPasswordHint(PASSWORD_MIN_LENGTH)}
        autoComplete="new-password"
      />
      <PasswordField
        label="Confirm new password"
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
      <Button type="submit" variant="primary" disabled={pending}>
        {pending ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
