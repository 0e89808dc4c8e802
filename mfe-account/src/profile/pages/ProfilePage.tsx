import { queryKeys, showToast, useSession, useSignOut } from '@gaido/shared';
import { useSignOutEverywhere, useUpdateProfile, useUserProfile } from '@gaido/shared/auth';
import { Button } from '@gaido/ui/button';
import { LoadingState } from '@gaido/ui/states';
import { TextField } from '@gaido/ui/text-field';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SignInPrompt } from '../../common/SignInPrompt';
import '../profile.css';

export default function ProfilePage() {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  if (!isAuthenticated) {
    return (
      <SignInPrompt
        title="Your profile"
        reason="Sign in to see and edit your profile, bookings and saved gems."
      />
    );
  }
  return <Profile />;
}

function Profile() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useUserProfile();
  const [name, setName] = useState<string | null>(null);
  const save = useUpdateProfile({
    onSuccess: () => {
      showToast({ description: 'Profile saved.' });
      setName(null);
      return queryClient.invalidateQueries({ queryKey: queryKeys.profile.me() });
    },
  });
  const signOutHere = useSignOut(() => navigate('/'));

  if (profile.isPending) return <LoadingState label="Loading your profile…" />;
  if (profile.isError) {
    return (
      <section className="state-box" role="alert">
        <h1>Your profile</h1>
        <p>Your profile could not be loaded. Check your connection and try again.</p>
        <Button onClick={() => void profile.refetch()}>Try again</Button>
      </section>
    );
  }
  const user = profile.data;
  const editedName = name ?? user.name ?? '';

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = editedName.trim();
    if (!trimmed) return;
    save.mutate({ name: trimmed });
  }

  return (
    <section aria-labelledby="profile-title" className="profile">
      <h1 id="profile-title">Your profile</h1>
      <dl className="profile-facts">
        <dt>Email</dt>
        <dd className="email-address">{user.email}</dd>
      </dl>
      <form onSubmit={submit} className="auth-form" aria-label="Edit profile">
        <TextField label="Name" value={editedName} onChange={setName} autoComplete="name" />
        {save.isError && (
          <p className="form-error" role="alert">
            {save.error instanceof Error ? save.error.message : 'Your profile could not be saved.'}
          </p>
        )}
        <Button type="submit" variant="primary" disabled={save.isPending || !editedName.trim()}>
          {save.isPending ? 'Saving…' : 'Save profile'}
        </Button>
      </form>
      <h2>Account</h2>
      <ul className="account-links">
        <li>
          <Link to="/update-email">Change email</Link>
        </li>
        <li>
          <Link to="/update-password">Change password</Link>
        </li>
        <li>
          <Link to="/bookings">Your bookings</Link>
        </li>
        <li>
          <Link to="/payment-history">Payment history</Link>
        </li>
      </ul>
      <Button onClick={() => signOutHere.mutate()}>Sign out</Button>
      <SignOutEverywhere onDone={() => navigate('/')} />
    </section>
  );
}

/** Ends every session of the account (a lost phone, a shared computer), this one included. */
function SignOutEverywhere({ onDone }: { onDone: () => void }) {
  const signOutAll = useSignOutEverywhere({
    onSuccess: () => {
      showToast({ description: 'Signed out on every device.' });
      onDone();
    },
  });
  return (
    <div className="sign-out-everywhere">
      <h2>Devices</h2>
      <p className="muted">
        Signed in on a phone you lost or a computer you shared? Sign out on every device, this one included.
      </p>
      {signOutAll.isError && (
        <p className="form-error" role="alert">
          {signOutAll.error instanceof Error
            ? signOutAll.error.message
            : 'Signing out of every device failed'}
        </p>
      )}
      <Button onClick={() => signOutAll.mutate()} disabled={signOutAll.isPending}>
        {signOutAll.isPending ? 'Signing out…' : 'Sign out everywhere'}
      </Button>
    </div>
  );
}
