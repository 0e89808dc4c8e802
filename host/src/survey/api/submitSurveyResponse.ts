// POST /survey/responses: the survey's answer. Visitors answer too; a signed-in answer
// carries the bearer token so the API can tie it to the user.
import { apiRequest, getSession } from '@gaido/shared';
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';

export const SURVEY_COMMENT_MAX = 1000;

export const SurveyAnswerSchema = z.object({
  score: z.int().check(z.gte(0), z.lte(10)),
  comment: z.optional(z.string().check(z.trim(), z.maxLength(SURVEY_COMMENT_MAX))),
  path: z.optional(z.string().check(z.maxLength(200))),
  distinctId: z.optional(z.string().check(z.maxLength(200))),
});
export type SurveyAnswer = z.infer<typeof SurveyAnswerSchema>;

const SurveyResponseSchema = z.object({
  id: z.string(),
  score: z.number(),
  comment: z.nullable(z.string()),
  createdAt: z.string(),
});
export type SurveyResponse = z.infer<typeof SurveyResponseSchema>;

export async function submitSurveyResponse(answer: SurveyAnswer): Promise<SurveyResponse> {
  const body = SurveyAnswerSchema.parse(answer);
  const data = await apiRequest<unknown>('/survey/responses', {
    method: 'POST',
    body,
    auth: getSession().isAuthenticated,
  });
  return SurveyResponseSchema.parse(data);
}

export function useSubmitSurveyResponse() {
  return useMutation({ mutationFn: submitSurveyResponse });
}
