import { act } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { sessionStore } from '../../session/sessionStore';
import { signIn } from '../../test/helpers';
import { renderQueryHook } from '../../test/queryHooks';
import { API, server } from '../../test/server';
import { aUser } from '../../testing/fixtures';
import { updateProfile, useUpdateProfile } from './updateProfile';

describe('updateProfile', () => {
  it('updates the profile and the stored user follows', async () => {
    signIn();
    let body: unknown;
    server.use(
      http.patch(`${API}/users/profile`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          data: aUser({ id: 'user-1', email: 'ana@example.com', name: 'Ana Lima' }),
        });
      }),
    );
    await expect(updateProfile({ name: 'Ana Lima' })).resolves.toMatchObject({
      name: 'Ana Lima',
      isOnboarded: true,
    });
    expect(body).toEqual({ name: 'Ana Lima' });
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}').name).toBe('Ana Lima');
  });

  it('fails, leaving the stored user as it was, when the answer is not the user the contract describes', async () => {
    signIn();
    const before = localStorage.getItem('userData');
    server.use(
      http.patch(`${API}/users/profile`, () =>
        HttpResponse.json({ data: { user: { id: 'user-1', name: 'Bea' } } }),
      ),
    );
    await expect(updateProfile({ name: 'Bea' })).rejects.toThrow('Profile update failed');
    expect(localStorage.getItem('userData')).toBe(before);
  });
});

describe('useUpdateProfile', () => {
  it('saves the patch through a mutation and resolves with the stored user', async () => {
    signIn();
    server.use(
      http.patch(`${API}/users/profile`, () =>
        HttpResponse.json({ data: aUser({ id: 'user-1', name: 'Bea' }) }),
      ),
    );
    const { result } = renderQueryHook(() => useUpdateProfile());
    await act(async () => {
      await expect(result.current.mutateAsync({ name: 'Bea' })).resolves.toMatchObject({ name: 'Bea' });
    });
    expect(sessionStore.getState().user?.name).toBe('Bea');
  });
});
