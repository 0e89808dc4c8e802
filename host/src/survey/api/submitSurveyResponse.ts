// POST /survey/responses (issue 7): the survey's answer. Visitors answer too; a signed-in answer
// carries the bearer token so the API can tie it to the user.
import { apiRequest, getSession } from '@gaido/shared';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

export const SURVEY_COMMENT_MAX = 1000;

export const SurveyAnswerSchema = z.object({
  score: z.number().int().min(0).max(10),
  comment: z.string().trim().max(SURVEY_COMMENT_MAX).optional(),
  path: z.string().max(200).optional(),
  distinctId: z.string().max(200).optional(),
});
export type SurveyAnswer = z.infer<typeof SurveyAnswerSchema>;

const SurveyResponseSchema = z.object({
  id: z.string(),
  score: z.number(),
  comment: z.string().nullable(),
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
