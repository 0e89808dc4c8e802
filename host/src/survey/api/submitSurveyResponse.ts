// POST /survey/responses: the survey's answer, checked and read with the endpoint's contract. Visitors
// answer too; a signed-in answer carries the bearer token so the API can tie it to the user.

import {
  SURVEY_COMMENT_MAX,
  SurveyAnswerBody,
  type SurveyResponse,
  submitSurveyAnswer,
} from '@gaido/contracts/survey';
import { callApi, getSession } from '@gaido/shared';
import { useMutation } from '@tanstack/react-query';

export { SURVEY_COMMENT_MAX };
export type SurveyAnswer = SurveyAnswerBody;
export type { SurveyResponse };

export async function submitSurveyResponse(answer: SurveyAnswer): Promise<SurveyResponse> {
  const body = SurveyAnswerBody.parse(answer);
  return (await callApi(submitSurveyAnswer, { body, auth: getSession().isAuthenticated })).data;
}

export function useSubmitSurveyResponse() {
  return useMutation({ mutationFn: submitSurveyResponse });
}
