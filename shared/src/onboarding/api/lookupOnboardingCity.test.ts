import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { signIn } from '../../test/helpers';
import { renderQueryHook } from '../../test/queryHooks';
import { API, server } from '../../test/server';
import { useOnboardingCities } from './lookupOnboardingCity';

describe('useOnboardingCities', () => {
  it('reads the cities matching what was typed', async () => {
    signIn();
    const asked: string[] = [];
    server.use(
      http.get(`${API}/users/onboarding/city`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('city') ?? '');
        return HttpResponse.json({ data: [{ id: 'c1', name: 'Lisbon', country: 'Portugal' }] });
      }),
    );
    const { result } = renderQueryHook(() => useOnboardingCities('lis'));
    await waitFor(() =>
      expect(result.current.data).toEqual([{ id: 'c1', name: 'Lisbon', country: 'Portugal' }]),
    );
    expect(asked).toEqual(['lis']);
  });

  it('asks nothing while held back', () => {
    signIn();
    const { result } = renderQueryHook(() => useOnboardingCities('l', { enabled: false }));
    expect(result.current.fetchStatus).toBe('idle');
  });
});
