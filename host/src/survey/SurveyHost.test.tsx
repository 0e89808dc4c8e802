import {
  type AnalyticsBackend,
  analytics,
  configureGaido,
  resetAnalytics,
  resetRuntimeConfig,
} from '@gaido/shared';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Link, Route, Routes } from 'react-router-dom';
import { API, renderWithProviders, signIn } from '../test/render';
import { server } from '../test/setup';
import { SurveyHost } from './SurveyHost';
import { SURVEY_QUESTION } from './SurveyPrompt';
import { SURVEY_MEMORY_KEY } from './surveyStorage';

const NOW = Date.UTC(2026, 2, 1, 12);

function renderSurvey({
  route = '/?gaido-survey=force',
  random = () => 0.99,
}: {
  route?: string;
  random?: () => number;
} = {}) {
  window.history.replaceState(null, '', route);
  return renderWithProviders(
    <>
      <SurveyHost now={() => Date.now()} random={random} />
      <Routes>
        <Route path="/" element={<Link to="/tours">Tours</Link>} />
        <Route path="/onboarding" element={<Link to="/">Home</Link>} />
        <Route path="/tours" element={<p>Tours page</p>} />
      </Routes>
    </>,
    { route: route.split('?')[0] },
  );
}

/** Advances the fake clock and lets React and the lazy form settle. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function trackedEvents() {
  const backend: AnalyticsBackend = { capture: vi.fn(), identify: vi.fn(), reset: vi.fn() };
  analytics.setBackend(backend);
  return backend.capture as ReturnType<typeof vi.fn>;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  resetAnalytics();
  resetRuntimeConfig();
  window.history.replaceState(null, '', '/');
});

describe('the satisfaction survey', () => {
  it('appears after 45 s when forced for QA, in a non-modal region that does not take focus', async () => {
    renderSurvey();
    await wait(44_000);
    expect(screen.queryByRole('region', { name: 'Quick question' })).not.toBeInTheDocument();
    await wait(1_000);
    const survey = await screen.findByRole('region', { name: 'Quick question' });
    expect(survey).not.toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('status')).toHaveTextContent('A one-question survey opened');
    expect(screen.getByRole('group', { name: SURVEY_QUESTION })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(11);
  });

  it('sends the score and the comment to the API, then thanks the visitor', async () => {
    const events = trackedEvents();
    let body: unknown;
    server.use(
      http.post(`${API}/survey/responses`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { data: { id: 'r1', score: 9, comment: 'Great', createdAt: new Date().toISOString() } },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSurvey();
    await wait(45_000);
    await user.click(await screen.findByRole('radio', { name: '9' }));
    await user.type(screen.getByLabelText('Anything we could do better? (optional)'), '  Great  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you for your answer!')).toBeInTheDocument();
    expect(body).toEqual({ score: 9, comment: 'Great', path: '/' });
    expect(events).toHaveBeenCalledWith('survey_sent', { score: 9, has_comment: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('asks for a score before sending', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSurvey();
    await wait(45_000);
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a score from 0 to 10.');
    expect(screen.getByRole('group', { name: SURVEY_QUESTION })).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when the answer cannot be sent, and keeps the form', async () => {
    server.use(
      http.post(`${API}/survey/responses`, () => HttpResponse.json({ message: 'no' }, { status: 500 })),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSurvey();
    await wait(45_000);
    await user.click(await screen.findByRole('radio', { name: '3' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await wait(2_000); // the platform's one mutation retry on a 5xx
    expect(await screen.findByText('Your answer could not be sent. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '3' })).toBeChecked();
  });

  it('is dismissed with No thanks, the close button or Escape, and remembers it was shown', async () => {
    const events = trackedEvents();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSurvey();
    await wait(45_000);
    await user.click(await screen.findByRole('radio', { name: '5' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Quick question' })).not.toBeInTheDocument();
    expect(events).toHaveBeenCalledWith('survey_shown', undefined);
    expect(events).toHaveBeenCalledWith('survey_dismissed', undefined);
    // 45 s after the render; the fake clock also moves with real time (shouldAdvanceTime), so a busy
    // machine adds a few milliseconds before the render.
    const { shownAt } = JSON.parse(localStorage.getItem(SURVEY_MEMORY_KEY) ?? '{}');
    expect(shownAt).toBeGreaterThanOrEqual(NOW + 45_000);
    expect(shownAt).toBeLessThan(NOW + 50_000);
  });

  it('does not come back within 90 days, even when forced', async () => {
    localStorage.setItem(
      SURVEY_MEMORY_KEY,
      JSON.stringify({ decidedAt: NOW, sampled: false, shownAt: NOW - 1000 }),
    );
    renderSurvey();
    await wait(120_000);
    expect(screen.queryByRole('region', { name: 'Quick question' })).not.toBeInTheDocument();
  });

  it('never shows to a visitor drawn out, and shows to one drawn in', async () => {
    renderSurvey({ route: '/', random: () => 0.5 });
    await wait(60_000);
    expect(screen.queryByRole('region', { name: 'Quick question' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(SURVEY_MEMORY_KEY) ?? '{}')).toMatchObject({ sampled: false });
  });

  it('shows to a visitor drawn in without any QA switch', async () => {
    renderSurvey({ route: '/', random: () => 0.01 });
    await wait(45_000);
    expect(await screen.findByRole('region', { name: 'Quick question' })).toBeInTheDocument();
  });

  it('waits for the onboarding quiz to be left before showing', async () => {
    signIn({ isOnboarded: false });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSurvey({ route: '/onboarding?gaido-survey=force' });
    await wait(60_000);
    expect(screen.queryByRole('region', { name: 'Quick question' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('region', { name: 'Quick question' })).toBeInTheDocument();
  });

  it('cannot be forced in production', async () => {
    configureGaido({ environment: 'production' });
    renderSurvey({ random: () => 0.99 });
    await wait(60_000);
    expect(screen.queryByRole('region', { name: 'Quick question' })).not.toBeInTheDocument();
  });
});
