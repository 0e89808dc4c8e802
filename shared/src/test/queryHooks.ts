// Rendering an endpoint's hook the way an app does: under the host's query client with its own
// retries (desktop: one retry of a write that failed on the server), without their wait, so a hook
// that must not retry shows it at once.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createElement, type ReactNode } from 'react';
import { createQueryClient } from '../query/queryClient';
import { API, server } from './server';

export function hostQueryClient(): QueryClient {
  const client = createQueryClient(1280);
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    queries: { ...defaults.queries, retryDelay: 0 },
    mutations: { ...defaults.mutations, retryDelay: 0 },
  });
  return client;
}

export function renderQueryHook<T>(hook: () => T, client: QueryClient = hostQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  return { ...renderHook(hook, { wrapper }), client };
}

/** Answers `POST path` with a server error and counts the calls. */
export function failingPost(path: string): { calls: () => number } {
  let calls = 0;
  server.use(
    http.post(`${API}${path}`, () => {
      calls += 1;
      return HttpResponse.json({ message: 'Something broke' }, { status: 500 });
    }),
  );
  return { calls: () => calls };
}

/** The write failed once and was not tried again (the host's client alone would retry it). */
export async function expectFailedWithoutRetry(
  result: { current: { isError: boolean; error: Error | null } },
  calls: () => number,
  message: string,
) {
  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(result.current.error?.message).toBe(message);
  expect(calls()).toBe(1);
}
