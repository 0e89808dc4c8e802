// The satisfaction survey's answers (spec 1): POST /api/v1/survey/responses.
// Visitors answer without an account; a valid bearer token ties the answer to its user, and an
// expired or missing one is simply ignored (a survey answer is never worth a sign-in prompt).
import { Hono } from 'hono';
import { z } from 'zod';
import { surveyResponses } from '../../db/schema/survey';
import type { AppDeps } from '../../http/app-env';
import { readJson } from '../../http/validate';
import { authenticate } from '../accounts/auth-middleware';

export const SURVEY_COMMENT_MAX = 1000;

const surveyResponseBody = z.object({
  score: z
    .number({ error: 'score is required (a whole number from 0 to 10)' })
    .int('score must be a whole number from 0 to 10')
    .min(0, 'score must be a whole number from 0 to 10')
    .max(10, 'score must be a whole number from 0 to 10'),
  comment: z
    .string()
    .trim()
    .max(SURVEY_COMMENT_MAX, `comment must be at most ${SURVEY_COMMENT_MAX} characters`)
    .nullish(),
  path: z.string().trim().max(200, 'path must be at most 200 characters').startsWith('/').nullish(),
  distinctId: z.string().trim().max(200, 'distinctId must be at most 200 characters').nullish(),
});

export function surveyRoutes(deps: AppDeps) {
  const app = new Hono();

  app.post('/responses', async (c) => {
    const body = await readJson(c, surveyResponseBody);
    const auth = await authenticate(deps, c).catch(() => null);
    const [row] = await deps.db
      .insert(surveyResponses)
      .values({
        score: body.score,
        comment: body.comment || null,
        path: body.path || null,
        distinctId: body.distinctId || null,
        userId: auth?.userId ?? null,
      })
      .returning();
    if (!row) throw new Error('survey response was not stored');
    return c.json(
      {
        data: {
          id: row.id,
          score: row.score,
          comment: row.comment,
          createdAt: row.createdAt.toISOString(),
        },
      },
      201,
    );
  });

  return app;
}
