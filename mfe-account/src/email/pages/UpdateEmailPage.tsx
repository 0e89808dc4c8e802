import { showToast, TOAST_TEXT, useSession } from '@gaido/shared';
import { isValidEmail, useChangeEmailRequest, useUpdateEmail, VALIDATION } from '@gaido/shared/auth';
import { Button } from '@gaido/ui/button';
import { LoadingState } from '@gaido/ui/states';
import { TextField } from '@gaido/ui/text-field';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useRecentAuthentication } from '../../common/ConfirmPasswordPrompt';
import { SignInPrompt } from '../../common/SignInPrompt';
import { useTokenParam } from '../../common/useTokenParam';

/**
 * /update-email and /email-update. Without a token: a signed-in user asks to change their email.
 * With a token (the link in the mail sent to the new address): the change is applied.
 */
export default function UpdateEmailPage() {
  const token = useTokenParam();
  return token ? <ApplyEmailChange token={token} /> : <RequestEmailChange />;
}

function ApplyEmailChange({ token }: { token: string }) {
  const [state, setState] = useState<'pending' | 'done' | string>('pending');
  const started = useRef(false);
  // The token is single-use: spent once even under StrictMode's double effect.
  const { mutate: apply } = useUpdateEmail({
    onSuccess: () => {
      setState('done');
      showToast({ description: TOAST_TEXT.emailUpdated });
    },
    onError: (error) => setState(error instanceof Error ? error.message : 'Email update failed'),
  });
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    apply(token);
  }, [token, apply]);
  if (state === 'pending') return <LoadingState label="Updating your email…" />;
  if (state === 'done') {
    return (
      <section className="state-box">
        <h1>Email updated</h1>
        <p>Your new email address is now the one you log in with.</p>
        <Link to="/profile">Back to your profile</Link>
      </section>
    );
  }
  return (
    <section className="state-box" role="alert">
      <h1>We could not update your email</h1>
      <p>{state}</p>
      <p>The link may have expired or been used already. Ask for a new one from your profile.</p>
      <Link to="/update-email">Request a new link</Link>
    </section>
  );
}

function RequestEmailChange() {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const currentEmail = useSession((state) => state.user?.email);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const recentAuthentication = useRecentAuthentication();
  const changeEmail = useChangeEmailRequest();
  // The request, or the prompt for the password it needs first and then the request again.
  const request = useMutation({
    mutationFn: (next: string) =>
      recentAuthentication.run(async () => {
        await changeEmail.mutateAsync(next);
        setSentTo(next);
        showToast({ description: TOAST_TEXT.emailChangeSent });
      }),
    retry: 0,
  });
  const pending = request.isPending;

  if (!isAuthenticated) {
    return (
      <SignInPrompt title="Change your email" reason="Sign in to change the email address of your account." />
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = email.trim();
    setFormError(null);
    if (!isValidEmail(next)) return setError(VALIDATION.email);
    if (next.toLowerCase() === currentEmail?.toLowerCase())
      return setError('This is already your email address');
    setError(undefined);
    request.mutate(next, {
      onError: (caught) =>
        setFormError(caught instanceof Error ? caught.message : 'Email change request failed'),
    });
  }

  if (sentTo) {
    return (
      <section className="state-box" role="status">
        <h1>Check your new inbox</h1>
        <p>
          We sent a confirmation link to <strong>{sentTo}</strong>. Your email changes when you open it.
        </p>
        <Link to="/profile">Back to your profile</Link>
      </section>
    );
  }
  return (
    <section aria-labelledby="update-email-title" className="narrow">
      <h1 id="update-email-title">Change your email</h1>
      <p className="muted">Current email: {currentEmail}</p>
      <form onSubmit={submit} noValidate className="auth-form">
        <TextField
          label="New email"
          type="email"
          value={email}
          onChange={setEmail}
          error={error}
          autoComplete="email"
        />
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? 'Sending…' : 'Send confirmation link'}
        </Button>
      </form>
      {recentAuthentication.prompt}
    </section>
  );
}
