// The satisfaction survey's answers.
import type { Database } from '../../db/client';
import { surveyResponses } from '../../db/schema/survey';

export async function insertSurveyResponse(db: Database, response: typeof surveyResponses.$inferInsert) {
  const [row] = await db.insert(surveyResponses).values(response).returning();
  if (!row) throw new Error('survey response was not stored');
  return row;
}
