import { createQueryClient, setSession } from '@gaido/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { QUIZ_STORAGE_KEY } from '../quizModel';
import OnboardingPage from './OnboardingPage';

function renderQuiz() {
  return render(
    <QueryClientProvider client={createQueryClient(1280)}>
      <MemoryRouter initialEntries={['/onboarding']}>
        <Routes>
          <Route path="/onboarding" element={<OnboardingPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('OnboardingPage', () => {
  it('shows one question a step with progress, and Next needs an answer', async () => {
    renderQuiz();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Why do you use Gaido?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose an answer to continue.');
    await userEvent.click(screen.getByRole('radio', { name: 'Planning a trip' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(QUIZ_STORAGE_KEY) ?? '{}')).toMatchObject({
      answers: { appUsagePurpose: 'plan-a-trip' },
      step: 1,
    });
  });

  it('shows the steps as a progress list with the current one marked, and answers as cards', async () => {
    renderQuiz();
    const progress = screen.getByRole('list', { name: 'Quiz progress' });
    const steps = within(progress).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    await userEvent.click(screen.getByRole('radio', { name: 'Planning a trip' }));
    expect(screen.getByRole('radio', { name: 'Planning a trip' }).closest('label')).toHaveClass(
      'choice-card',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(steps[0]).not.toHaveAttribute('aria-current');
    expect(within(progress).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).toHaveTextContent('Why Gaido (answered)');
  });

  it('picks up a saved quiz where it was left', () => {
    sessionStorage.setItem(
      QUIZ_STORAGE_KEY,
      JSON.stringify({ answers: { appUsagePurpose: 'plan-a-trip', whenTripPlanned: 'later' }, step: 2 }),
    );
    renderQuiz();
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Later than that' })).toBeChecked();
  });

  it('asks a visitor to sign in before saving and keeps the answers', async () => {
    const openAuth = vi.fn();
    window.addEventListener('gaido:openAuth', openAuth);
    sessionStorage.setItem(
      QUIZ_STORAGE_KEY,
      JSON.stringify({
        answers: {
          appUsagePurpose: 'plan-a-trip',
          cityId: 'c1',
          preferredCity: 'Lisbon',
          preferredCountry: 'Portugal',
          whenTripPlanned: 'later',
          referredBy: 'friend',
        },
        step: 3,
      }),
    );
    renderQuiz();
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Sign in to save your answers.');
    expect(openAuth).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('radio', { name: 'A friend' })).toBeChecked();
    window.removeEventListener('gaido:openAuth', openAuth);
  });

  it('keeps everything on screen when saving fails', async () => {
    setSession({
      accessToken: 'a',
      refreshToken: 'r',
      user: { id: 'u1', email: 'ana@example.com', name: 'Ana', isOnboarded: false, user_metadata: {} },
    });
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ message: 'Unknown city' }), { status: 400 }));
    sessionStorage.setItem(
      QUIZ_STORAGE_KEY,
      JSON.stringify({
        answers: {
          appUsagePurpose: 'plan-a-trip',
          cityId: 'c1',
          preferredCity: 'Lisbon',
          preferredCountry: 'Portugal',
          whenTripPlanned: 'later',
          referredBy: 'friend',
        },
        step: 3,
      }),
    );
    renderQuiz();
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not save your answers');
    expect(screen.getByRole('radio', { name: 'A friend' })).toBeChecked();
    expect(sessionStorage.getItem(QUIZ_STORAGE_KEY)).toContain('friend');
    fetchMock.mockRestore();
  });
});
