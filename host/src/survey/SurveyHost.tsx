import { analytics, getRuntimeConfig } from '@gaido/shared';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { decideSurvey, markSurveyShown } from './surveyDecision';
import { readSurveyMemory, readSurveyMode, visitStartedAt, writeSurveyMemory } from './surveyStorage';

// The form (and its mutation) loads only for the few visitors who see it.
const SurveyPrompt = lazy(() => import('./SurveyPrompt'));

export interface SurveyHostProps {
  now?: () => number;
  random?: () => number;
}

/**
 * Mounted once in the shell. Decides at start whether this visitor gets the satisfaction survey
 * (surveyDecision.ts), waits for the rest of the 45 s, then shows it — not on the onboarding quiz,
 * which must be finished first (it waits for the next page).
 */
export function SurveyHost({ now = Date.now, random = Math.random }: SurveyHostProps) {
  const { pathname } = useLocation();
  const [due, setDue] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const mode = readSurveyMode(window.location.search, getRuntimeConfig().environment);
    if (mode === 'off') return;
    const at = now();
    const decision = decideSurvey({
      now: at,
      random,
      memory: readSurveyMemory(),
      visitStartedAt: visitStartedAt(at),
      force: mode === 'force',
    });
    if (decision.memory) writeSurveyMemory(decision.memory);
    if (!decision.show) return;
    const timer = setTimeout(() => setDue(true), decision.delayMs);
    return () => clearTimeout(timer);
  }, [now, random]);

  const onOnboarding = pathname === '/onboarding';
  useEffect(() => {
    if (!due || open || onOnboarding) return;
    // Remembered when shown, answered or not: at most once every 90 days.
    writeSurveyMemory(markSurveyShown(readSurveyMemory(), now()));
    analytics.track('survey_shown');
    setOpen(true);
  }, [due, open, onOnboarding, now]);

  const close = useCallback(() => {
    setDue(false);
    setOpen(false);
  }, []);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SurveyPrompt onClose={close} />
    </Suspense>
  );
}
