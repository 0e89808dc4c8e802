// The satisfaction survey's answers (spec 1): POST /api/v1/survey/responses.
// Visitors answer without an account; a valid bearer token ties the answer to its user, and an
// expired or missing one is simply ignored (a survey answer is never worth a sign-in prompt).
// Answers are throttled per client address and per visitor (throttle.ts).
import { survey as contract } from '@gaido/contracts';
import type { AppDeps } from '../../http/app-env';
import { clientIp } from '../../http/client-ip';
import { contractRoutes } from '../../http/route';
import { insertSurveyResponse } from './queries';
import { admitSurveyAnswer } from './throttle';

export function surveyRoutes(deps: AppDeps) {
  const { app, mount } = contractRoutes(deps);

  // `auth: 'optional'`: the session when a valid token came with the answer, else null.
  mount(contract.submitSurveyAnswer, async (c, { body, auth }) => {
    await admitSurveyAnswer(deps.db, {
      ip: clientIp(c, deps.config.trustProxy),
      visitor: auth ? `user:${auth.userId}` : body.distinctId ? `browser:${body.distinctId}` : null,
      at: deps.now?.() ?? new Date(),
    });
    const row = await insertSurveyResponse(deps.db, {
      score: body.score,
      comment: body.comment || null,
      path: body.path || null,
      distinctId: body.distinctId || null,
      userId: auth?.userId ?? null,
    });
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
