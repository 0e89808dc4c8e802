import { onboardingStatus } from '@gaido/contracts/onboarding';
import { markOnboarded, savePendingBooking } from '@gaido/shared';
import { anAnswer } from '@gaido/shared/testing';
import { act, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { API, renderWithProviders, signIn } from '../test/render';
import { server } from '../test/setup';
import { OnboardingGate } from './OnboardingGate';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderGate(route: string) {
  return renderWithProviders(
    <OnboardingGate>
      <Routes>
        <Route path="/onboarding" element={<h1>Quiz</h1>} />
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/tours/lisbon/alfama-food-walk" element={<h1>Alfama Food Walk</h1>} />
        <Route path="*" element={<h1>Forbidden page</h1>} />
      </Routes>
      <Where />
    </OnboardingGate>,
    { route },
  );
}

describe('OnboardingGate (spec 4)', () => {
  it('lets signed-out visitors through', () => {
    renderGate('/saved-gems');
    expect(screen.getByRole('heading', { name: 'Forbidden page' })).toBeInTheDocument();
  });

  it('sends a signed-in user who is not onboarded to /onboarding without rendering the page first', async () => {
    signIn({ isOnboarded: false });
    renderGate('/saved-gems');
    expect(screen.queryByRole('heading', { name: 'Forbidden page' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Quiz' })).toBeInTheDocument();
    expect(sessionStorage.getItem('gaido_onboarding_return_to')).toBe('/saved-gems');
  });

  it('sends an onboarded user away from /onboarding to /', async () => {
    signIn({ isOnboarded: true });
    renderGate('/onboarding');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('takes a tab waiting on the quiz back to the tour whose booking waits when the quiz is finished in another tab', async () => {
    // The tab where the booking started: the traveller signed in elsewhere, so the gate sent it to the quiz.
    savePendingBooking({ returnTo: '/tours/lisbon/alfama-food-walk', date: '2031-06-14', time: '10:00' });
    signIn({ isOnboarded: false });
    renderGate('/tours/lisbon/alfama-food-walk');
    expect(await screen.findByRole('heading', { name: 'Quiz' })).toBeInTheDocument();
    // The other tab finishes the quiz; this tab's session follows it.
    act(() => markOnboarded());
    expect(await screen.findByRole('heading', { name: 'Alfama Food Walk' })).toBeInTheDocument();
  });

  it('asks the server once when isOnboarded is undefined and marks the user onboarded on true', async () => {
    const calls = vi.fn();
    server.use(
      http.get(`${API}/users/onboarding/status`, () => {
        calls();
        return HttpResponse.json(anAnswer(onboardingStatus, 200, { data: { isOnboarded: true } }));
      }),
    );
    signIn({ isOnboarded: undefined });
    renderGate('/tours');
    expect(await screen.findByRole('heading', { name: 'Forbidden page' })).toBeInTheDocument();
    expect(calls).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('userOnboarded')).toBe('true');
    expect(sessionStorage.getItem('userOnboarded')).toBe('true');
  });

  it('gates the user when the status check fails, with only a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get(`${API}/users/onboarding/status`, () => HttpResponse.json({ message: 'no' }, { status: 404 })),
    );
    signIn({ isOnboarded: undefined });
    renderGate('/tours');
    expect(await screen.findByRole('heading', { name: 'Quiz' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('treats the userOnboarded flag as onboarded', async () => {
    localStorage.setItem('userOnboarded', 'true');
    signIn({ isOnboarded: false });
    renderGate('/tours');
    expect(screen.getByRole('heading', { name: 'Forbidden page' })).toBeInTheDocument();
  });
});
