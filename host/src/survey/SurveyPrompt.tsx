import { analytics } from '@gaido/shared';
import { Button } from '@gaido/ui/button';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SURVEY_COMMENT_MAX, useSubmitSurveyResponse } from './api/submitSurveyResponse';
import './survey.css';

export const SURVEY_QUESTION = 'How satisfied are you with Gaido?';
const SCORES = Array.from({ length: 11 }, (_, score) => score);

/**
 * The satisfaction survey (spec 1): one 0-10 question and an optional comment, in a non-modal
 * region in a corner. It appears while someone is using the site, so it must not take focus, trap
 * it or hide the page (a modal dialog would); a status message announces it instead. Native radio
 * buttons give arrow-key navigation and a grouped announcement; Escape, the close button or
 * "No thanks" dismiss it.
 */
export default function SurveyPrompt({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const hintId = useId();
  const commentId = useId();
  const errorId = useId();
  const { pathname } = useLocation();
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missingScore, setMissingScore] = useState(false);
  const submit = useSubmitSurveyResponse();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // After sending, the thanks replaces the form: move focus to its Close button.
    if (submit.isSuccess) closeRef.current?.focus();
  }, [submit.isSuccess]);

  function dismiss() {
    if (!submit.isSuccess) analytics.track('survey_dismissed');
    onClose();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (score === null) {
      setMissingScore(true);
      return;
    }
    const trimmed = comment.trim();
    const distinctId = analytics.distinctId();
    submit.mutate(
      {
        score,
        path: pathname,
        ...(trimmed ? { comment: trimmed } : {}),
        ...(distinctId ? { distinctId } : {}),
      },
      { onSuccess: () => analytics.track('survey_sent', { score, has_comment: trimmed !== '' }) },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      dismiss();
    }
  }

  return (
    <section className="survey" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <p className="visually-hidden" role="status">
        A one-question survey opened at the bottom of the page.
      </p>
      <div className="survey-header">
        <h2 id={titleId}>Quick question</h2>
        <button type="button" className="survey-close" aria-label="Close survey" onClick={dismiss}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {submit.isSuccess ? (
        <div className="survey-thanks">
          <p role="status">Thank you for your answer!</p>
          <Button ref={closeRef} onClick={onClose}>
            Close
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <fieldset
            className="survey-scale"
            aria-describedby={missingScore ? `${hintId} ${errorId}` : hintId}
            aria-invalid={missingScore || undefined}
          >
            <legend>{SURVEY_QUESTION}</legend>
            <p id={hintId} className="survey-hint">
              0 = not at all satisfied, 10 = extremely satisfied
            </p>
            <div className="survey-scores">
              {SCORES.map((value) => (
                <label key={value} className="survey-score">
                  <input
                    type="radio"
                    name="survey-score"
                    value={value}
                    checked={score === value}
                    onChange={() => {
                      setScore(value);
                      setMissingScore(false);
                    }}
                  />
                  <span>{value}</span>
                </label>
              ))}
            </div>
            {missingScore && (
              <p id={errorId} className="field-error" role="alert">
                Choose a score from 0 to 10.
              </p>
            )}
          </fieldset>
          <label htmlFor={commentId}>Anything we could do better? (optional)</label>
          <textarea
            id={commentId}
            value={comment}
            maxLength={SURVEY_COMMENT_MAX}
            rows={3}
            onChange={(event) => setComment(event.target.value)}
          />
          {submit.isError && (
            <p className="field-error" role="alert">
              Your answer could not be sent. Please try again.
            </p>
          )}
          <div className="survey-actions">
            <Button onClick={dismiss}>No thanks</Button>
            <Button type="submit" variant="primary" disabled={submit.isPending}>
              {submit.isPending ? 'Sending…' : 'Send'}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
