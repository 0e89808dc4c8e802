import { sessionStore } from '@gaido/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { TOUR_ID } from '../../test/fixtures';
import { API, renderPage, signIn } from '../../test/render';
import { server } from '../../test/server';
import { Reviews, WHO_MAY_REVIEW } from './Reviews';

const NOT_ALLOWED = 'You can review this tour once you have taken it with a Gaido booking.';

function mockReviews(eligibility: { canReview: boolean; reason: string | null; message: string | null }) {
  server.use(
    http.get(`${API}/tours/${TOUR_ID}/reviews`, () =>
      HttpResponse.json({ data: [], meta: { currentPage: 1, totalPages: 1, totalRecords: 0 } }),
    ),
    http.get(`${API}/tours/${TOUR_ID}/reviews/eligibility`, () => HttpResponse.json({ data: eligibility })),
  );
}

const renderReviews = () => renderPage(<Reviews tourId={TOUR_ID} rating={0} reviewCount={0} />);

describe('writing a review', () => {
  it('tells a visitor who may review, with no form', async () => {
    mockReviews({ canReview: false, reason: 'no_past_booking', message: NOT_ALLOWED });
    renderReviews();
    expect(await screen.findByText(WHO_MAY_REVIEW)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Your review' })).toBeNull();
  });

  it('tells a signed-in traveller without a past booking why they cannot review, before they type', async () => {
    signIn();
    mockReviews({ canReview: false, reason: 'no_past_booking', message: NOT_ALLOWED });
    renderReviews();
    expect(await screen.findByText(NOT_ALLOWED)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Your review' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish review' })).toBeNull();
  });

  it('keeps the text and the session when the API refuses the review', async () => {
    signIn();
    mockReviews({ canReview: true, reason: null, message: null });
    server.use(
      http.post(`${API}/tours/${TOUR_ID}/reviews`, () =>
        HttpResponse.json({ code: 'review_not_allowed', message: NOT_ALLOWED }, { status: 422 }),
      ),
    );
    const user = userEvent.setup();
    renderReviews();
    await user.click(await screen.findByRole('radio', { name: '5 stars' }));
    const text = 'A wonderful morning with a guide who loves the city.';
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), text);
    await user.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_ALLOWED);
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveValue(text);
    expect(sessionStore.getState().isAuthenticated).toBe(true);
  });
});
