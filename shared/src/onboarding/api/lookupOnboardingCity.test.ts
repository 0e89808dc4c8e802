import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { signIn } from '../../test/helpers';
import { renderQueryHook } from '../../test/queryHooks';
import { API, server } from '../../test/server';
import { aCity, aList } from '../../testing/fixtures';
import { useOnboardingCities } from './lookupOnboardingCity';

// A city as the lookup answers it (the contract's LookupCity).
const LISBON = (({ id, name, country, countryCode, latitude, longitude, slug }) => ({
  id,
  name,
  country,
  countryCode,
  latitude,
  longitude,
  slug,
}))(aCity());

describe('useOnboardingCities', () => {
  it('reads the cities matching what was typed', async () => {
    signIn();
    const asked: string[] = [];
    server.use(
      http.get(`${API}/users/onboarding/city`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('city') ?? '');
        return HttpResponse.json(aList([LISBON]));
      }),
    );
    const { result } = renderQueryHook(() => useOnboardingCities('lis'));
    await waitFor(() => expect(result.current.data).toEqual([LISBON]));
    expect(asked).toEqual(['lis']);
  });

  it('asks nothing while held back', () => {
    signIn();
    const { result } = renderQueryHook(() => useOnboardingCities('l', { enabled: false }));
    expect(result.current.fetchStatus).toBe('idle');
  });
});
