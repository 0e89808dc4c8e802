import { openAuthDialog } from '@gaido/shared';
import { Button } from '@gaido/ui/button';

/** spec 6: favorites need an account; the host's dialog signs the visitor in (gaido:openAuth). */
export function SignInPrompt() {
  return (
    <section className="state-box" aria-labelledby="saved-signin-title">
      <h2 id="saved-signin-title">Sign in to see your saved gems</h2>
      <p>Your folders of saved gems follow your account from device to device.</p>
      <Button variant="primary" onClick={() => openAuthDialog({ tab: 'login' })}>
        Sign in
      </Button>
    </section>
  );
}
