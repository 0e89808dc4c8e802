import {
  decideSurvey,
  markSurveyShown,
  SURVEY_COOLDOWN_MS,
  SURVEY_DELAY_MS,
  type SurveyDecisionInput,
  type SurveyMemory,
} from './surveyDecision';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 2, 1, 12);
const roll = (value: number) => () => value;

function decide(overrides: Partial<SurveyDecisionInput> = {}) {
  return decideSurvey({ now: NOW, random: roll(0.5), memory: null, visitStartedAt: NOW, ...overrides });
}

describe('who gets the satisfaction survey (spec 1: about 5% of visitors, every 90 days at most, after 45 s)', () => {
  it.each([
    ['a new visitor drawn in (roll 0.00)', 0, true, 'sampled'],
    ['a new visitor just inside 5% (roll 0.0499)', 0.0499, true, 'sampled'],
    ['a new visitor just outside 5% (roll 0.05)', 0.05, false, 'not-sampled'],
    ['a new visitor drawn out (roll 0.9)', 0.9, false, 'not-sampled'],
  ])('%s: show=%s', (_label, value, show, reason) => {
    const decision = decide({ random: roll(value) });
    expect(decision).toMatchObject({ show, reason, memory: { decidedAt: NOW, sampled: show } });
  });

  it('waits 45 s from the start of the visit', () => {
    expect(decide({ random: roll(0) })).toMatchObject({ show: true, delayMs: SURVEY_DELAY_MS });
    expect(decide({ random: roll(0), visitStartedAt: NOW - 30_000 })).toMatchObject({ delayMs: 15_000 });
    expect(decide({ random: roll(0), visitStartedAt: NOW - 60_000 })).toMatchObject({ delayMs: 0 });
  });

  it('draws each visitor once: a visitor drawn out stays out for 90 days, whatever the next rolls', () => {
    const out: SurveyMemory = { decidedAt: NOW - 10 * DAY, sampled: false };
    const random = vi.fn(() => 0);
    expect(decide({ memory: out, random })).toMatchObject({
      show: false,
      reason: 'not-sampled',
      memory: out,
    });
    expect(random).not.toHaveBeenCalled();
  });

  it('shows a visitor drawn in on a later visit if they left before 45 s', () => {
    const drawnIn: SurveyMemory = { decidedAt: NOW - 2 * DAY, sampled: true };
    expect(decide({ memory: drawnIn, random: roll(0.99) })).toMatchObject({ show: true, reason: 'sampled' });
  });

  it('draws again once the last draw is 90 days old', () => {
    const old: SurveyMemory = { decidedAt: NOW - SURVEY_COOLDOWN_MS, sampled: false };
    expect(decide({ memory: old, random: roll(0.01) })).toMatchObject({
      show: true,
      memory: { decidedAt: NOW, sampled: true },
    });
  });

  it.each([
    ['1 minute ago', NOW - 60_000, false],
    ['89 days ago', NOW - 89 * DAY, false],
    ['just under 90 days ago', NOW - SURVEY_COOLDOWN_MS + 1, false],
    ['exactly 90 days ago', NOW - SURVEY_COOLDOWN_MS, true],
    ['200 days ago', NOW - 200 * DAY, true],
  ])('after showing it %s, shows it again: %s (drawn in)', (_label, shownAt, show) => {
    const memory: SurveyMemory = { decidedAt: shownAt, sampled: true, shownAt };
    expect(decide({ memory, random: roll(0) }).show).toBe(show);
  });

  it('when forced for QA, skips the draw but not the 45 s nor the 90-day memory', () => {
    expect(decide({ force: true, random: roll(0.99) })).toMatchObject({
      show: true,
      reason: 'forced',
      delayMs: SURVEY_DELAY_MS,
      memory: null,
    });
    const shown: SurveyMemory = { decidedAt: NOW - DAY, sampled: false, shownAt: NOW - DAY };
    expect(decide({ force: true, memory: shown })).toMatchObject({ show: false, reason: 'shown-recently' });
  });

  it('remembers when it was shown, keeping the draw', () => {
    expect(markSurveyShown({ decidedAt: 5, sampled: true }, 9)).toEqual({
      decidedAt: 5,
      sampled: true,
      shownAt: 9,
    });
    expect(markSurveyShown(null, 9)).toEqual({ decidedAt: 9, sampled: false, shownAt: 9 });
  });

  it('shows it to about 5% of a large crowd of new visitors', () => {
    let seed = 42;
    // A small deterministic PRNG (LCG), so the proportion is the same on every run.
    const random = () => {
      seed = (seed * 1_664_525 + 1_013_904_223) % 2 ** 32;
      return seed / 2 ** 32;
    };
    const shown = Array.from({ length: 20_000 }, () => decide({ random }).show).filter(Boolean).length;
    expect(shown / 20_000).toBeGreaterThan(0.045);
    expect(shown / 20_000).toBeLessThan(0.055);
  });
});
