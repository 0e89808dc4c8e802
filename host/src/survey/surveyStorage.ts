/**
 * Where the survey's state lives in the browser: the 90-day memory in localStorage (per visitor),
 * the start of the visit and the QA mode in sessionStorage (per visit). Storage that throws
 * (private modes, quotas) reads as empty: the survey is never worth an error.
 */
import type { SurveyMemory } from './surveyDecision';

export const SURVEY_MEMORY_KEY = 'gaido_survey';
export const VISIT_STARTED_KEY = 'gaido_visit_started_at';
export const SURVEY_MODE_KEY = 'gaido_survey_mode';
/** `?gaido-survey=force|off|reset` (outside production): QA's switch. */
export const SURVEY_QUERY_PARAM = 'gaido-survey';

export type SurveyMode = 'force' | 'off' | 'normal';

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // nothing to do: the survey then behaves as for a first visit
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

export function readSurveyMemory(): SurveyMemory | null {
  const raw = read(local, SURVEY_MEMORY_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SurveyMemory>;
    if (typeof value.decidedAt !== 'number' || typeof value.sampled !== 'boolean') return null;
    return typeof value.shownAt === 'number'
      ? { decidedAt: value.decidedAt, sampled: value.sampled, shownAt: value.shownAt }
      : { decidedAt: value.decidedAt, sampled: value.sampled };
  } catch {
    return null;
  }
}

export function writeSurveyMemory(memory: SurveyMemory | null): void {
  write(local, SURVEY_MEMORY_KEY, memory ? JSON.stringify(memory) : null);
}

/** When this visit started; the first call of a browser session records it. */
export function visitStartedAt(now: number): number {
  const stored = Number(read(session, VISIT_STARTED_KEY));
  if (Number.isFinite(stored) && stored > 0 && stored <= now) return stored;
  write(session, VISIT_STARTED_KEY, String(now));
  return now;
}

/**
 * The QA mode: `?gaido-survey=force` shows the survey to this browser session after the delay,
 * `off` never shows it, `reset` forgets the 90-day memory. Ignored in production.
 */
export function readSurveyMode(search: string, environment: string): SurveyMode {
  if (environment === 'production') return 'normal';
  const requested = new URLSearchParams(search).get(SURVEY_QUERY_PARAM);
  if (requested === 'reset') {
    writeSurveyMemory(null);
    write(session, SURVEY_MODE_KEY, null);
  } else if (requested === 'force' || requested === 'off') {
    write(session, SURVEY_MODE_KEY, requested);
  }
  const mode = read(session, SURVEY_MODE_KEY);
  return mode === 'force' || mode === 'off' ? mode : 'normal';
}
