// The satisfaction survey's answers. Visitors answer without an account; a valid bearer token ties
// the answer to its user, and an expired or missing one is ignored.
import * as z from 'zod/mini';
import { dataOf, defineEndpoint, ErrorResponse } from './endpoint';
import { SURVEY_COMMENT_MAX, SURVEY_DISTINCT_ID_MAX, SURVEY_PATH_MAX, SURVEY_SCORE_MAX } from './limits';

export { SURVEY_COMMENT_MAX, SURVEY_DISTINCT_ID_MAX, SURVEY_PATH_MAX, SURVEY_SCORE_MAX } from './limits';

const scoreMessage = `score must be a whole number from 0 to ${SURVEY_SCORE_MAX}`;
export const SurveyAnswerBody = z.object({
  score: z
    .int({
      // A fraction is "a whole number"; anything else (missing, text) is "required".
      error: (issue) =>
        issue.code === 'invalid_type' && issue.expected === 'int'
          ? scoreMessage
          : `score is required (a whole number from 0 to ${SURVEY_SCORE_MAX})`,
    })
    .check(z.gte(0, scoreMessage), z.lte(SURVEY_SCORE_MAX, scoreMessage)),
  comment: z.nullish(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(SURVEY_COMMENT_MAX, `comment must be at most ${SURVEY_COMMENT_MAX} characters`),
      ),
  ),
  path: z.nullish(
    z.string().check(
      z.trim(),
      z.maxLength(SURVEY_PATH_MAX, `path must be at most ${SURVEY_PATH_MAX} characters`),
      // The API words it 'path: invalid string: must start with "/"'.
      z.regex(/^\//, 'Invalid string: must start with "/"'),
    ),
  ),
  distinctId: z.nullish(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(
          SURVEY_DISTINCT_ID_MAX,
          `distinctId must be at most ${SURVEY_DISTINCT_ID_MAX} characters`,
        ),
      ),
  ),
});
export type SurveyAnswerBody = z.input<typeof SurveyAnswerBody>;

export const SurveyResponse = z.object({
  id: z.string(),
  score: z.number(),
  comment: z.nullable(z.string()),
  createdAt: z.string(),
});
export type SurveyResponse = z.output<typeof SurveyResponse>;

export const submitSurveyAnswer = defineEndpoint({
  method: 'post',
  path: '/survey/responses',
  summary: "Stores an answer to the satisfaction survey (the signed-in user's when a valid token is sent)",
  description:
    'Stores one answer to the satisfaction survey: a score from 0 to 10 and an optional comment. A valid bearer token ties it to its user; a missing or invalid one is ignored, never a 401. Past the answers one client address or visitor may send, a 429 with Retry-After.',
  tag: 'survey',
  auth: 'optional',
  body: SurveyAnswerBody,
  // 429: past the answers one client address or one visitor may send (api/src/features/survey/throttle.ts).
  responses: { 201: dataOf(SurveyResponse), 400: ErrorResponse, 429: ErrorResponse },
});

export const surveyEndpoints = [submitSurveyAnswer];
