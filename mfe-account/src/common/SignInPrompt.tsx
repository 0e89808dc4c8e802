import { openAuthDialog } from '@gaido/shared';
import { Button } from '@gaido/ui/button';

export function SignInPrompt({ title, reason }: { title: string; reason: string }) {
  return (
    <section className="state-box" aria-labelledby="sign-in-prompt-title">
      <h1 id="sign-in-prompt-title">{title}</h1>
      <p>{reason}</p>
      <Button variant="primary" onClick={() => openAuthDialog({ tab: 'login' })}>
        Sign in
      </Button>
    </section>
  );
}
