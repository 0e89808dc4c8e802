/**
 * spec 1 / spec 9: the satisfaction survey goes to about 5% of visitors, at most once every 90 days,
 * after 45 s on the site. A pure decision (clock and randomness are inputs) so every rule is tested
 * with a table; SurveyHost reads and writes the memory and runs the timer.
 *
 * - The draw is per visitor, not per page load: it is remembered for 90 days, so a visitor who comes
 *   back ten times is still drawn once (5% of visitors, not 5% of visits).
 * - A visitor drawn in who leaves before 45 s gets the survey on a later visit within those 90 days.
 * - Once shown, never again for 90 days — even when forced for QA, so "not again within 90 days" can
 *   be checked; QA clears the memory with `?gaido-survey=reset`.
 * - "45 s on the site" counts from the start of the visit (the browser session), so reloads and
 *   route changes do not restart it.
 */

export const SURVEY_SAMPLE_RATE = 0.05;
export const SURVEY_COOLDOWN_MS = 90 * 24 * 60 * 60 * 1000;
export const SURVEY_DELAY_MS = 45_000;

export interface SurveyMemory {
  /** When this browser was last drawn (in or out). */
  decidedAt: number;
  sampled: boolean;
  /** When the survey was last shown. */
  shownAt?: number;
}

export interface SurveyDecisionInput {
  now: number;
  /** A number in [0, 1). */
  random: () => number;
  memory: SurveyMemory | null;
  /** When this visit started. */
  visitStartedAt: number;
  /** QA: skip the draw (never the 90-day memory). */
  force?: boolean;
  sampleRate?: number;
  cooldownMs?: number;
  delayMs?: number;
}

export type SurveyDecision =
  | { show: true; reason: 'sampled' | 'forced'; delayMs: number; memory: SurveyMemory | null }
  | { show: false; reason: 'shown-recently' | 'not-sampled'; memory: SurveyMemory | null };

export function decideSurvey(input: SurveyDecisionInput): SurveyDecision {
  const sampleRate = input.sampleRate ?? SURVEY_SAMPLE_RATE;
  const cooldownMs = input.cooldownMs ?? SURVEY_COOLDOWN_MS;
  const delayMs = input.delayMs ?? SURVEY_DELAY_MS;
  const { now, memory } = input;
  const remaining = Math.max(0, delayMs - Math.max(0, now - input.visitStartedAt));

  if (memory?.shownAt !== undefined && now - memory.shownAt < cooldownMs) {
    return { show: false, reason: 'shown-recently', memory };
  }
  if (input.force) return { show: true, reason: 'forced', delayMs: remaining, memory };

  const drawStillValid = memory !== null && now - memory.decidedAt < cooldownMs;
  const next: SurveyMemory = drawStillValid
    ? memory
    : { ...memory, decidedAt: now, sampled: input.random() < sampleRate };
  return next.sampled
    ? { show: true, reason: 'sampled', delayMs: remaining, memory: next }
    : { show: false, reason: 'not-sampled', memory: next };
}

/** The memory after the survey was shown at `now`. */
export function markSurveyShown(memory: SurveyMemory | null, now: number): SurveyMemory {
  return { decidedAt: memory?.decidedAt ?? now, sampled: memory?.sampled ?? false, shownAt: now };
}
