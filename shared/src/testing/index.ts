// `@gaido/shared/testing`: what every app's tests need to stand in for the host. Imported by tests only,
// so nothing here reaches a production bundle.
import { createQueryClient } from '@gaido/shared';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The host's query client (desktop defaults, 1280 px wide) without retries, so a failed request shows
 * at once instead of after the backoff.
 */
export function testQueryClient(): QueryClient {
  const queryClient = createQueryClient(1280);
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    mutations: { ...queryClient.getDefaultOptions().mutations, retry: false },
  });
  return queryClient;
}

export {
  aBooking,
  aCity,
  aFolder,
  aGem,
  aGemSummary,
  aGuide,
  aList,
  aMessageAnswer,
  anAnswer,
  anAvailability,
  aPayment,
  aReview,
  aSavedGem,
  aTokensAnswer,
  aTour,
  aTourDetail,
  aUser,
  aUserAnswer,
  FAVORITE_IDS,
  FIXTURE_IDS,
} from './fixtures';
