import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { analytics } from '../../analytics/analytics';
import { GAIDO_EVENTS, onGaidoEvent } from '../../events/gaidoEvents';
import { sessionStore } from '../../session/sessionStore';
import { inAnotherTab, signIn, TEST_USER } from '../../test/helpers';
import { renderQueryHook } from '../../test/queryHooks';
import { API, server } from '../../test/server';
import { aMessageAnswer } from '../../testing/fixtures';
import { PENDING_BOOKING_KEY, readPendingBooking, savePendingBooking } from '../pendingBooking';
import { signOut, useSignOut } from './signOut';

describe('sign out (spec 4)', () => {
  it('tells the server, then clears tokens, user data and the onboarded flag, and resets analytics', async () => {
    signIn();
    localStorage.setItem('userOnboarded', 'true');
    const reset = vi.spyOn(analytics, 'reset');
    let logoutAuth: string | null = null;
    let logoutRefresh: string | null = null;
    server.use(
      http.post(`${API}/auth/logout`, ({ request }) => {
        logoutAuth = request.headers.get('authorization');
        // The API's logout reads the refresh token from this header only (its contract has no body).
        logoutRefresh = request.headers.get('authorization-refresh');
        return HttpResponse.json(aMessageAnswer());
      }),
    );
    await signOut();
    expect(logoutAuth).toBe('Bearer access-1');
    expect(logoutRefresh).toBe('refresh-1');
    expect(sessionStore.getState()).toMatchObject({ user: null, isAuthenticated: false });
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(localStorage.getItem('userOnboarded')).toBeNull();
    expect(reset).toHaveBeenCalled();
  });

  it('forgets the kept booking selection, in this tab and on the device', async () => {
    signIn();
    savePendingBooking({ tourSlug: 'alfama', date: '2031-06-14', time: '10:00' });
    server.use(http.post(`${API}/auth/logout`, () => HttpResponse.json(aMessageAnswer())));
    await signOut();
    expect(readPendingBooking()).toBeNull();
    expect(sessionStorage.getItem(PENDING_BOOKING_KEY)).toBeNull();
    expect(localStorage.getItem(PENDING_BOOKING_KEY)).toBeNull();
  });

  it('forgets the selection this tab kept when the traveller signs out in another tab', async () => {
    signIn();
    const kept = { tourSlug: 'alfama', date: '2031-06-14', time: '10:00' };
    savePendingBooking(kept);
    server.use(http.post(`${API}/auth/logout`, () => HttpResponse.json(aMessageAnswer())));
    await inAnotherTab(() => signOut());
    // This tab's own copy, in its session storage, is the signed-out traveller's too.
    expect(readPendingBooking()).toBeNull();
    expect(sessionStorage.getItem(PENDING_BOOKING_KEY)).toBeNull();
    // A selection kept after the sign-out is kept again.
    vi.useFakeTimers({ now: Date.now() + 1_000, toFake: ['Date'] });
    savePendingBooking(kept);
    expect(readPendingBooking()).toMatchObject(kept);
  });

  it('signs out locally even when the server cannot be reached', async () => {
    signIn();
    server.use(http.post(`${API}/auth/logout`, () => HttpResponse.error()));
    await signOut();
    expect(sessionStore.getState().user).toBeNull();
    expect(TEST_USER.email).toBe('ana@example.com');
  });
});

describe('useSignOut', () => {
  it("signs out through a mutation, then shows the spec's toast and calls what comes next", async () => {
    signIn();
    server.use(http.post(`${API}/auth/logout`, () => HttpResponse.json(aMessageAnswer())));
    const toasts: unknown[] = [];
    const off = onGaidoEvent(GAIDO_EVENTS.toast, (detail) => toasts.push(detail));
    const then = vi.fn();
    const { result } = renderQueryHook(() => useSignOut(then));
    act(() => result.current.mutate());
    await waitFor(() => expect(then).toHaveBeenCalledTimes(1));
    off();
    expect(sessionStore.getState().isAuthenticated).toBe(false);
    expect(toasts).toEqual([expect.objectContaining({ description: 'Successfully signed out!' })]);
  });
});
