import { openAuthDialog, showToast, TOAST_TEXT } from '@gaido/shared';
import { useConfirmEmail } from '@gaido/shared/auth';
import { Button } from '@gaido/ui/button';
import { LoadingState } from '@gaido/ui/states';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTokenParam } from '../../common/useTokenParam';

type State = { kind: 'pending' } | { kind: 'done' } | { kind: 'error'; message: string };

/** /verify-email and /confirm-email: the link in the verification mail lands here. */
export default function VerifyEmailPage() {
  const token = useTokenParam();
  const location = useLocation();
  const navigate = useNavigate();
  const verifiedBefore = (location.state as { emailVerified?: unknown } | null)?.emailVerified === true;
  const [state, setState] = useState<State>(verifiedBefore ? { kind: 'done' } : { kind: 'pending' });
  const started = useRef(false);
  // Tokens are single-use: StrictMode's double effect must not spend one twice.
  const { mutate: confirm } = useConfirmEmail({
    onSuccess: () => {
      setState({ kind: 'done' });
      showToast({ description: TOAST_TEXT.emailVerified });
      // The spent token leaves the address, so a reload, Back or a return here never replays it.
      navigate(location.pathname, { replace: true, state: { emailVerified: true } });
    },
    onError: (error) =>
      setState({
        kind: 'error',
        message: error instanceof Error ? error.message : 'Email verification failed',
      }),
  });

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirm(token);
  }, [token, confirm]);

  if (!token && state.kind !== 'done') {
    return (
      <section className="state-box" role="alert">
        <h1>Verification link incomplete</h1>
        <p>This link has no verification token. Open the link from your email again, or sign up once more.</p>
        <Link to="/">Go home</Link>
      </section>
    );
  }
  if (state.kind === 'pending') return <LoadingState label="Verifying your email…" />;
  if (state.kind === 'error') {
    return (
      <section className="state-box" role="alert">
        <h1>We could not verify your email</h1>
        <p>{state.message}</p>
        <p>The link may have expired or been used already. Log in and ask for a new verification email.</p>
        <Button onClick={() => openAuthDialog({ tab: 'login' })}>Log in</Button>
      </section>
    );
  }
  return (
    <section className="state-box">
      <h1>Email verified</h1>
      <p>Your email is verified. You can now log in.</p>
      <Button variant="primary" onClick={() => openAuthDialog({ tab: 'login' })}>
        Log in
      </Button>
    </section>
  );
}
