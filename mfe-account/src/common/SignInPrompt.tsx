import { openAuthDialog } from '@gaido/shared';

export function SignInPrompt({ title, reason }: { title: string; reason: string }) {
  return (
    <section className="state-box" aria-labelledby="sign-in-prompt-title">
      <h1 id="sign-in-prompt-title">{title}</h1>
      <p>{reason}</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => openAuthDialog({ tab: 'login' })}
      >
        Sign in
      </button>
    </section>
  );
}
