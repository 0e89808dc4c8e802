import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { queryKeys } from '../../query/queryKeys';
import { signIn } from '../../test/helpers';
import { renderQueryHook } from '../../test/queryHooks';
import { API, server } from '../../test/server';
import { aUser } from '../../testing/fixtures';
import { getUserProfile, useUserProfile } from './getUserProfile';

describe('getUserProfile (spec 7, 8)', () => {
  it('reads the profile from GET /users/profile', async () => {
    signIn();
    const user = aUser({ id: 'u1', email: 'a@b.co', name: 'Ana', isOnboarded: false });
    server.use(http.get(`${API}/users/profile`, () => HttpResponse.json({ data: user })));
    await expect(getUserProfile()).resolves.toEqual(user);
  });

  it('leaves out a name the user never gave', async () => {
    signIn();
    server.use(http.get(`${API}/users/profile`, () => HttpResponse.json({ data: aUser({ name: null }) })));
    expect(await getUserProfile()).not.toHaveProperty('name');
  });

  it('does not take a user named as another API might name it: it asks the next endpoint', async () => {
    signIn();
    const tried: string[] = [];
    const odd = { data: { user_id: 'u1', email: 'a@b.co', full_name: 'Ana', isOnboarded: false } };
    server.use(
      http.get(`${API}/users/profile`, () => {
        tried.push('/users/profile');
        return HttpResponse.json(odd);
      }),
      http.get(`${API}/users/me`, () => {
        tried.push('/users/me');
        return HttpResponse.json({ data: aUser({ id: 'u1', name: 'Ana' }) });
      }),
    );
    await expect(getUserProfile()).resolves.toMatchObject({ id: 'u1', name: 'Ana' });
    expect(tried).toEqual(['/users/profile', '/users/me']);
  });

  it('tries /users/profile, /users/me, /auth/me and /users/onboarding/status in that order', async () => {
    signIn();
    const tried: string[] = [];
    const failing = (path: string) =>
      http.get(`${API}${path}`, () => {
        tried.push(path);
        return HttpResponse.json({ message: 'Not Found' }, { status: 404 });
      });
    server.use(
      failing('/users/profile'),
      failing('/users/me'),
      failing('/auth/me'),
      http.get(`${API}/users/onboarding/status`, () => {
        tried.push('/users/onboarding/status');
        return HttpResponse.json({ data: { isOnboarded: true } });
      }),
    );
    await expect(getUserProfile()).resolves.toEqual({ isOnboarded: true });
    expect(tried).toEqual(['/users/profile', '/users/me', '/auth/me', '/users/onboarding/status']);
  });

  it('fails with the spec message when every endpoint fails', async () => {
    signIn();
    for (const path of ['/users/profile', '/users/me', '/auth/me', '/users/onboarding/status']) {
      server.use(http.get(`${API}${path}`, () => HttpResponse.json({}, { status: 404 })));
    }
    await expect(getUserProfile()).rejects.toThrow('Failed to get user profile from any available endpoint');
  });
});

describe('useUserProfile', () => {
  it('reads the profile into the profile query, which a save makes stale', async () => {
    signIn();
    server.use(
      http.get(`${API}/users/profile`, () =>
        HttpResponse.json({ data: aUser({ id: 'u1', email: 'a@b.co' }) }),
      ),
    );
    const { result, client } = renderQueryHook(() => useUserProfile());
    await waitFor(() => expect(result.current.data).toMatchObject({ id: 'u1', email: 'a@b.co' }));
    expect(client.getQueryData(queryKeys.profile.me())).toEqual(result.current.data);
  });

  it('asks nothing while held back', async () => {
    signIn();
    const { result } = renderQueryHook(() => useUserProfile({ enabled: false }));
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.isPending).toBe(true);
  });
});
