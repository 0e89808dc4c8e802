import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { sessionStore } from '../../session/sessionStore';
import { inAnotherTab, signIn } from '../../test/helpers';
import { renderQueryHook } from '../../test/queryHooks';
import { API, server } from '../../test/server';
import { aMessageAnswer } from '../../testing/fixtures';
import { readPendingBooking, savePendingBooking } from '../pendingBooking';
import { signOutEverywhere, useSignOutEverywhere } from './signOutEverywhere';

describe('sign out everywhere', () => {
  it('ends every session on the server, then signs out here', async () => {
    signIn();
    let called = false;
    server.use(
      http.post(`${API}/auth/logout-all`, () => {
        called = true;
        return HttpResponse.json({ data: { context: { message: 'Signed out on every device.' } } });
      }),
    );
    savePendingBooking({ tourSlug: 'alfama', date: '2031-06-14', time: '10:00' });
    await signOutEverywhere();
    expect(called).toBe(true);
    expect(sessionStore.getState()).toMatchObject({ user: null, isAuthenticated: false });
    expect(readPendingBooking()).toBeNull();
  });

  it('forgets the selection every tab kept, not only this one', async () => {
    signIn();
    savePendingBooking({ tourSlug: 'alfama', date: '2031-06-14', time: '10:00' });
    server.use(http.post(`${API}/auth/logout-all`, () => HttpResponse.json(aMessageAnswer())));
    await inAnotherTab(() => signOutEverywhere());
    expect(readPendingBooking()).toBeNull();
  });

  it('keeps this session and throws when the server could not be told', async () => {
    signIn();
    server.use(
      http.post(`${API}/auth/logout-all`, () => HttpResponse.json({ message: 'Down' }, { status: 500 })),
    );
    await expect(signOutEverywhere()).rejects.toThrow('Down');
    expect(sessionStore.getState().isAuthenticated).toBe(true);
  });
});

describe('useSignOutEverywhere', () => {
  it('ends every session through a mutation, then the session here', async () => {
    signIn();
    server.use(http.post(`${API}/auth/logout-all`, () => HttpResponse.json(aMessageAnswer())));
    const done = vi.fn();
    const { result } = renderQueryHook(() => useSignOutEverywhere({ onSuccess: done }));
    act(() => result.current.mutate());
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    expect(sessionStore.getState().isAuthenticated).toBe(false);
  });
});
