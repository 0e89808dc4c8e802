import {
  markOnboarded,
  openAuthDialog,
  rememberOnboardingReturnPath,
  sessionStore,
  takeOnboardingReturnPath,
} from '@gaido/shared';
import { useSubmitOnboarding } from '@gaido/shared/onboarding';
import { Button } from '@gaido/ui/button';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ChoiceStep } from '../components/ChoiceStep';
import { CityStep } from '../components/CityStep';
import {
  APP_USAGE_PURPOSES,
  clearSavedQuiz,
  isStepAnswered,
  loadSavedQuiz,
  QUIZ_STEPS,
  type QuizAnswers,
  REFERRAL_SOURCES,
  saveQuiz,
  TRIP_TIMINGS,
} from '../quizModel';
import '../quiz.css';

/** What each step asks about, for the progress indicator. */
const STEP_TITLES = {
  purpose: 'Why Gaido',
  destination: 'Destination',
  timing: 'Trip dates',
  referral: 'How you found us',
} as const;

/** The gate passes where the user came from; session storage keeps it across a reload mid-quiz. */
function rememberReturnPath(state: unknown): void {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string') rememberOnboardingReturnPath(from);
}

export default function OnboardingPage() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => rememberReturnPath(location.state), [location.state]);
  const [{ answers, step }, setQuiz] = useState(() => loadSavedQuiz());
  const [error, setError] = useState<string | null>(null);
  const save = useSubmitOnboarding({
    onSuccess: () => {
      markOnboarded();
      clearSavedQuiz();
      navigate(takeOnboardingReturnPath(), { replace: true });
    },
    // Nothing typed is lost: the answers stay on screen and in session storage.
    onError: (caught) =>
      setError(
        caught instanceof Error && caught.message
          ? `We could not save your answers: ${caught.message}`
          : 'We could not save your answers. Please try again.',
      ),
  });
  const pending = save.isPending;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const current = QUIZ_STEPS[step] ?? 'purpose';
  const isLast = step === QUIZ_STEPS.length - 1;

  useEffect(() => saveQuiz(answers, step), [answers, step]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new step moves focus to the heading for screen readers
  useEffect(() => headingRef.current?.focus(), [step]);

  const update = (patch: Partial<QuizAnswers>) =>
    setQuiz((quiz) => ({ ...quiz, answers: { ...quiz.answers, ...patch } }));
  const goTo = (next: number) => setQuiz((quiz) => ({ ...quiz, step: next }));

  function next(event: FormEvent) {
    event.preventDefault();
    if (!isStepAnswered(current, answers)) {
      setError('Choose an answer to continue.');
      return;
    }
    setError(null);
    if (!isLast) return goTo(step + 1);
    if (!sessionStore.getState().isAuthenticated) {
      setError('Sign in to save your answers. They are kept while you do.');
      openAuthDialog({ tab: 'login' });
      return;
    }
    save.mutate({
      appUsagePurpose: answers.appUsagePurpose ?? '',
      preferredCity: answers.preferredCity ?? '',
      preferredCountry: answers.preferredCountry ?? '',
      cityId: answers.cityId ?? '',
      whenTripPlanned: answers.whenTripPlanned ?? '',
      referredBy: answers.referredBy ?? '',
    });
  }

  return (
    <section className="quiz" aria-labelledby="quiz-title">
      <h1 id="quiz-title" ref={headingRef} tabIndex={-1}>
        Tell us about your travels
      </h1>
      <p className="quiz-intro">
        Four quick questions, so Gaido can suggest tours and hidden gems for your trip.
      </p>
      <div className="quiz-progress">
        <span className="quiz-progress-count">
          Step {step + 1} of {QUIZ_STEPS.length}
        </span>
        <ol className="quiz-steps" aria-label="Quiz progress">
          {QUIZ_STEPS.map((name, index) => (
            <li
              key={name}
              className={index < step ? 'is-done' : index === step ? 'is-current' : undefined}
              aria-current={index === step ? 'step' : undefined}
            >
              <span>
                {STEP_TITLES[name]}
                {index < step ? <span className="visually-hidden"> (answered)</span> : null}
              </span>
            </li>
          ))}
        </ol>
      </div>
      <form onSubmit={next} noValidate>
        {current === 'purpose' && (
          <ChoiceStep
            legend="Why do you use Gaido?"
            name="appUsagePurpose"
            options={APP_USAGE_PURPOSES}
            value={answers.appUsagePurpose}
            onChange={(value) => update({ appUsagePurpose: value })}
          />
        )}
        {current === 'destination' && <CityStep answers={answers} onChange={update} />}
        {current === 'timing' && (
          <ChoiceStep
            legend="When is your trip planned?"
            name="whenTripPlanned"
            options={TRIP_TIMINGS}
            value={answers.whenTripPlanned}
            onChange={(value) => update({ whenTripPlanned: value })}
          />
        )}
        {current === 'referral' && (
          <ChoiceStep
            legend="How did you hear about us?"
            name="referredBy"
            options={REFERRAL_SOURCES}
            value={answers.referredBy}
            onChange={(value) => update({ referredBy: value })}
          />
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="quiz-actions">
          <Button disabled={step === 0 || pending} onClick={() => goTo(step - 1)}>
            Back
          </Button>
          <Button type="submit" variant="primary" disabled={pending}>
            {isLast ? (pending ? 'Saving…' : 'Finish') : 'Next'}
          </Button>
        </div>
      </form>
    </section>
  );
}
