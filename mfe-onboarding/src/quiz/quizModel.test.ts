import { describe, expect, it } from 'vitest';
import { clearSavedQuiz, isStepAnswered, loadSavedQuiz, QUIZ_STORAGE_KEY, saveQuiz } from './quizModel';

describe('isStepAnswered', () => {
  it.each([
    ['purpose', {}, false],
    ['purpose', { appUsagePurpose: 'plan-a-trip' }, true],
    ['destination', { preferredCity: 'Lisbon' }, false],
    ['destination', { cityId: 'c1', preferredCity: 'Lisbon', preferredCountry: 'Portugal' }, true],
    ['timing', { whenTripPlanned: 'later' }, true],
    ['referral', {}, false],
    ['referral', { referredBy: 'friend' }, true],
  ] as const)('step %s with %j is answered: %s', (step, answers, expected) => {
    expect(isStepAnswered(step, answers)).toBe(expected);
  });
});

describe('saved quiz', () => {
  it('keeps the answers and the step across a reload', () => {
    saveQuiz({ appUsagePurpose: 'find-tours' }, 2);
    expect(loadSavedQuiz()).toEqual({ answers: { appUsagePurpose: 'find-tours' }, step: 2 });
  });

  it('ignores unreadable, out-of-range and non-text values', () => {
    sessionStorage.setItem(QUIZ_STORAGE_KEY, '{not json');
    expect(loadSavedQuiz()).toEqual({ answers: {}, step: 0 });
    sessionStorage.setItem(
      QUIZ_STORAGE_KEY,
      JSON.stringify({ answers: { referredBy: 3, cityId: 'c1' }, step: 9 }),
    );
    expect(loadSavedQuiz()).toEqual({ answers: { cityId: 'c1' }, step: 0 });
  });

  it('is forgotten once the quiz is done', () => {
    saveQuiz({ referredBy: 'blog' }, 3);
    clearSavedQuiz();
    expect(sessionStorage.getItem(QUIZ_STORAGE_KEY)).toBeNull();
  });
});
