import {
  type AuthDialogRequest,
  analytics,
  BOOKING_AUTH_NOTICE,
  readPendingBooking,
  SAVE_GEM_AUTH_NOTICE,
  showToast,
  TOAST_TEXT,
} from '@gaido/shared';
import {
  mapLoginError,
  PASSWORD_MIN_LENGTH,
  useForgotPassword,
  useLogin,
  useSignup,
} from '@gaido/shared/auth';
import { Button } from '@gaido/ui/button';
import { Dialog } from '@gaido/ui/dialog';
import { newPasswordHint, PasswordField } from '@gaido/ui/password-field';
import { TextField } from '@gaido/ui/text-field';
import * as Tabs from '@radix-ui/react-tabs';
import { type FormEvent, useId, useState } from 'react';
import { mainContent } from '../shell/returnFocus';
import { validateCredentials, validateEmail } from './authValidation';

type AuthTab = 'login' | 'signup';
type LoginView = 'login' | 'forgot-password' | 'forgot-password-sent';

// spec 2: the titles of each tab and view.
export const AUTH_TITLES = {
  login: 'Welcome Back',
  signup: 'Create an Account',
  'forgot-password': 'Reset Password',
  'forgot-password-sent': 'Check Your Email',
} as const;

export default function AuthDialog({
  request,
  opener = null,
  onClose,
}: {
  request: AuthDialogRequest;
  /** Where focus returns when the dialog closes. */
  opener?: HTMLElement | null;
  onClose: () => void;
}) {
  const [tab, setTab] = useState<AuthTab>(request.tab ?? 'login');
  const [view, setView] = useState<LoginView>('login');
  const [email, setEmail] = useState('');
  const [signedUpEmail, setSignedUpEmail] = useState<string | null>(null);
  // spec 1: the notice shows whenever a pre-booking selection is held in session storage.
  const hasPendingBooking = readPendingBooking() !== null;
  const title = tab === 'signup' ? AUTH_TITLES.signup : AUTH_TITLES[view];
  const dialogId = useId();
  const focusPasswordField = () =>
    document.getElementById(dialogId)?.querySelector<HTMLInputElement>('input[type="password"]')?.focus();

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      id={dialogId}
      className="auth-dialog"
      opener={opener}
      fallbackFocus={mainContent}
    >
      {hasPendingBooking && <p className="notice">{BOOKING_AUTH_NOTICE}</p>}
      {request.reason === 'save-gem' && !hasPendingBooking && (
        <p className="notice">{SAVE_GEM_AUTH_NOTICE}</p>
      )}
      {view === 'login' ? (
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as AuthTab)}>
          <Tabs.List className="tabs-list" aria-label="Sign in or create an account">
            <Tabs.Trigger className="tabs-trigger" value="login">
              Login
            </Tabs.Trigger>
            <Tabs.Trigger className="tabs-trigger" value="signup">
              Sign Up
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="login">
            {signedUpEmail && (
              <div className="signup-success" role="status">
                <p>
                  We sent a verification link to <strong className="email-address">{signedUpEmail}</strong>.
                  Open it to verify your account, then log in.
                </p>
                <Button
                  variant="primary"
                  onClick={() => {
                    setSignedUpEmail(null);
                    focusPasswordField();
                  }}
                >
                  Continue to Login
                </Button>
              </div>
            )}
            <LoginForm
              email={email}
              onEmailChange={setEmail}
              onForgotPassword={() => setView('forgot-password')}
              onSuccess={onClose}
            />
          </Tabs.Content>
          <Tabs.Content value="signup">
            <SignupForm
              onSuccess={(address) => {
                // spec 2: signup success shows the panel with the email and Continue to Login, and
                // switches to the Login tab, the email filled in.
                setEmail(address);
                setSignedUpEmail(address);
                setTab('login');
              }}
            />
          </Tabs.Content>
        </Tabs.Root>
      ) : view === 'forgot-password' ? (
        <ForgotPasswordForm
          email={email}
          onEmailChange={setEmail}
          onSent={() => setView('forgot-password-sent')}
          onBack={() => setView('login')}
        />
      ) : (
        <div className="forgot-sent" role="status">
          <p>
            If an account exists for <strong className="email-address">{email}</strong>, you will receive a
            link to reset your password.
          </p>
          <Button onClick={() => setView('login')}>Back to Login</Button>
        </div>
      )}
    </Dialog>
  );
}

function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}

function LoginForm({
  email,
  onEmailChange,
  onForgotPassword,
  onSuccess,
}: {
  email: string;
  onEmailChange: (value: string) => void;
  onForgotPassword: () => void;
  onSuccess: () => void;
}) {
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const logIn = useLogin();
  const pending = logIn.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateCredentials(email, password);
    setErrors(found);
    setFormError(null);
    if (found.email || found.password) return;
    logIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess,
        onError: (error) => setFormError(mapLoginError(error.message)),
      },
    );
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Login">
      <TextField
        label="Email"
        type="email"
        value={email}
        onChange={onEmailChange}
        error={errors.email}
        autoComplete="email"
        autoFocus
      />
      <PasswordField
        label="Password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        autoComplete="current-password"
      />
      <FormError message={formError} />
      <Button type="submit" variant="primary" disabled={pending}>
        {pending ? 'Logging in…' : 'Log In'}
      </Button>
      <Button variant="ghost" onClick={onForgotPassword}>
        Forgot your password?
      </Button>
    </form>
  );
}

function SignupForm({ onSuccess }: { onSuccess: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const signUp = useSignup();
  const pending = signUp.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateCredentials(email, password);
    setErrors(found);
    setFormError(null);
    if (found.email || found.password) return;
    const address = email.trim();
    signUp.mutate(
      { email: address, password },
      {
        onSuccess: () => {
          showToast({ description: TOAST_TEXT.accountCreated });
          onSuccess(address);
        },
        onError: (error) => {
          // spec 1: a failed signup reports its error message to analytics.
          analytics.track('signup_failed', { error: error.message });
          setFormError(error.message);
        },
      },
    );
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Sign Up">
      <TextField
        label="Email"
        type="email"
        value={email}
        onChange={setEmail}
        error={errors.email}
        autoComplete="email"
        autoFocus
      />
      <PasswordField
        label="Password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        hint={newPasswordHint(PASSWORD_MIN_LENGTH)}
        autoComplete="new-password"
      />
      <FormError message={formError} />
      <Button type="submit" variant="primary" disabled={pending}>
        {pending ? 'Creating account…' : 'Create Account'}
      </Button>
    </form>
  );
}

function ForgotPasswordForm({
  email,
  onEmailChange,
  onSent,
  onBack,
}: {
  email: string;
  onEmailChange: (value: string) => void;
  onSent: () => void;
  onBack: () => void;
}) {
  const [error, setError] = useState<string | undefined>();
  const sendLink = useForgotPassword();
  const pending = sendLink.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateEmail(email);
    setError(found);
    if (found) return;
    sendLink.mutate(email.trim(), {
      onSuccess: () => showToast({ description: TOAST_TEXT.resetEmailSent }),
      // spec 8: forgot-password errors are swallowed silently (and never reveal whether an account exists).
      onSettled: onSent,
    });
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Reset Password">
      <p>Enter the email you signed up with and we will send you a link to reset your password.</p>
      <TextField
        label="Email"
        type="email"
        value={email}
        onChange={onEmailChange}
        error={error}
        autoComplete="email"
        autoFocus
      />
      <Button type="submit" variant="primary" disabled={pending}>
        {pending ? 'Sending…' : 'Send Reset Link'}
      </Button>
      <Button variant="ghost" onClick={onBack}>
        Back to Login
      </Button>
    </form>
  );
}
