// The quiz's questions and answers, kept apart from the UI so the rules are testable.

export const APP_USAGE_PURPOSES = [
  { value: 'plan-a-trip', label: 'Planning a trip' },
  { value: 'discover-my-city', label: 'Discovering my own city' },
  { value: 'find-tours', label: 'Finding tours with a local guide' },
  { value: 'save-places', label: 'Saving places to eat, drink and see' },
  { value: 'other', label: 'Something else' },
] as const;

export const TRIP_TIMINGS = [
  { value: 'within-a-month', label: 'Within a month' },
  { value: '1-3-months', label: 'In 1 to 3 months' },
  { value: '3-6-months', label: 'In 3 to 6 months' },
  { value: 'later', label: 'Later than that' },
  { value: 'not-sure', label: 'Not sure yet' },
] as const;

export const REFERRAL_SOURCES = [
  { value: 'friend', label: 'A friend' },
  { value: 'search', label: 'A search engine' },
  { value: 'social', label: 'Social media' },
  { value: 'blog', label: 'A blog or article' },
  { value: 'other', label: 'Somewhere else' },
] as const;

export interface QuizAnswers {
  appUsagePurpose?: string;
  cityId?: string;
  preferredCity?: string;
  preferredCountry?: string;
  whenTripPlanned?: string;
  referredBy?: string;
}

export const QUIZ_STEPS = ['purpose', 'destination', 'timing', 'referral'] as const;
export type QuizStep = (typeof QUIZ_STEPS)[number];

/** Whether the answer for one step is complete, so Next can move on. */
export function isStepAnswered(step: QuizStep, answers: QuizAnswers): boolean {
  switch (step) {
    case 'purpose':
      return Boolean(answers.appUsagePurpose);
    case 'destination':
      return Boolean(answers.cityId && answers.preferredCity && answers.preferredCountry);
    case 'timing':
      return Boolean(answers.whenTripPlanned);
    case 'referral':
      return Boolean(answers.referredBy);
  }
}

export const QUIZ_STORAGE_KEY = 'gaido_onboarding_answers';

/** Answers survive a reload mid-quiz (session storage: they belong to this tab's sign-in). */
export function loadSavedQuiz(storage: Storage = sessionStorage): { answers: QuizAnswers; step: number } {
  try {
    const raw = storage.getItem(QUIZ_STORAGE_KEY);
    if (!raw) return { answers: {}, step: 0 };
    const parsed = JSON.parse(raw) as { answers?: unknown; step?: unknown };
    const answers: QuizAnswers = {};
    if (parsed.answers && typeof parsed.answers === 'object') {
      for (const [key, value] of Object.entries(parsed.answers)) {
        if (typeof value === 'string') answers[key as keyof QuizAnswers] = value;
      }
    }
    const step =
      typeof parsed.step === 'number' && parsed.step >= 0 && parsed.step < QUIZ_STEPS.length
        ? parsed.step
        : 0;
    return { answers, step };
  } catch {
    return { answers: {}, step: 0 };
  }
}

export function saveQuiz(answers: QuizAnswers, step: number, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(QUIZ_STORAGE_KEY, JSON.stringify({ answers, step }));
  } catch {
    // Storage full or blocked: the quiz still works, only a reload loses the answers.
  }
}

export function clearSavedQuiz(storage: Storage = sessionStorage): void {
  storage.removeItem(QUIZ_STORAGE_KEY);
}
