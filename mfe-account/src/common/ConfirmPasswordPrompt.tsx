import { isReauthenticationRequired } from '@gaido/shared';
import { useReauthenticate } from '@gaido/shared/auth';
import { Button } from '@gaido/ui/button';
import { PasswordField } from '@gaido/ui/password-field';
import { type FormEvent, type ReactNode, useState } from 'react';

const WHY = 'For your security, please enter your password again to continue.';

/**
 * Email and password changes need a recent sign-in. When the server asks for the password again,
 * this prompt takes it, confirms it, and then repeats the change the traveller asked for, so they
 * do not have to start over.
 */
function ConfirmPasswordPrompt({
  onConfirmed,
  onCancel,
}: {
  onConfirmed: () => Promise<void>;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The change waits on the password: the prompt stays pending until it is repeated, and a failure
  // of either reads in the prompt.
  const confirm = useReauthenticate({ onSuccess: () => onConfirmed() });
  const pending = confirm.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return setError('Enter your current password');
    setError(null);
    confirm.mutate(password, {
      onError: (caught) =>
        setError(caught instanceof Error ? caught.message : 'Password confirmation failed'),
    });
  }

  return (
    <dialog open aria-labelledby="confirm-password-title" className="state-box confirm-password">
      <h2 id="confirm-password-title">Confirm your password</h2>
      <p>{WHY}</p>
      <form onSubmit={submit} noValidate className="auth-form">
        <PasswordField
          label="Current password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? 'Confirming…' : 'Confirm and continue'}
        </Button>
        <Button onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </form>
    </dialog>
  );
}

/**
 * Runs an account change; if the server wants the password again first, keeps the change and
 * shows the prompt (`prompt`, rendered by the page), which repeats it once the password is confirmed.
 * Other failures are thrown to the caller as usual.
 */
export function useRecentAuthentication(): {
  run: (change: () => Promise<void>) => Promise<void>;
  prompt: ReactNode;
} {
  const [waiting, setWaiting] = useState<(() => Promise<void>) | null>(null);

  async function run(change: () => Promise<void>) {
    try {
      await change();
    } catch (error) {
      if (!isReauthenticationRequired(error)) throw error;
      setWaiting(() => change);
    }
  }

  const prompt = waiting ? (
    <ConfirmPasswordPrompt
      onConfirmed={async () => {
        await waiting();
        setWaiting(null);
      }}
      onCancel={() => setWaiting(null)}
    />
  ) : null;
  return { run, prompt };
}
