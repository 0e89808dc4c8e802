// /tours answers a keyword search: the address's `q` is in the box and sent to GET /tours, a new
// search replaces it, and the list says what it found, that nothing matched, or that it failed.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { noFilterOptions, tourSummary } from '../../test/fixtures';
import { API, renderPage } from '../../test/render';
import { server } from '../../test/server';
import ToursPage from './ToursPage';

const lisbonFood = tourSummary;

/** GET /tours answers `lisbonFood` for a search with "food", nothing otherwise; records each `q`. */
function toursApi() {
  const queries: (string | null)[] = [];
  server.use(
    http.get(`${API}/tours`, ({ request }) => {
      const q = new URL(request.url).searchParams.get('q');
      queries.push(q);
      const data = q === null || /food/i.test(q) ? [lisbonFood] : [];
      return HttpResponse.json({
        data,
        meta: { currentPage: 1, totalPages: data.length ? 1 : 0, totalRecords: data.length },
      });
    }),
    http.get(`${API}/tours/filters`, () => HttpResponse.json({ data: noFilterOptions })),
  );
  return queries;
}

describe('/tours keyword search', () => {
  it('shows the search from the address in the box and asks the API for it', async () => {
    const queries = toursApi();
    renderPage(<ToursPage />, { route: '/tours?q=food+tour+Lisbon', path: '/tours' });
    const search = screen.getByRole('search', { name: 'Tours' });
    expect(within(search).getByRole('searchbox', { name: 'Search tours' })).toHaveValue('food tour Lisbon');
    expect(await screen.findByText('1 tour matches “food tour Lisbon”')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: /Alfama Food Walk/ })).toBeVisible();
    expect(queries).toContain('food tour Lisbon');
  });

  it('runs a new search with Enter and says when no tour matches', async () => {
    const queries = toursApi();
    const user = userEvent.setup();
    renderPage(<ToursPage />, { route: '/tours', path: '/tours' });
    expect(await screen.findByText('1 tour with local guides')).toHaveAttribute('role', 'status');
    const box = screen.getByRole('searchbox', { name: 'Search tours' });
    await user.type(box, '  rooftop yoga Atlantis {Enter}');
    expect(
      await screen.findByText('No tours match “rooftop yoga Atlantis”. Try fewer words or another city.'),
    ).toBeVisible();
    expect(screen.getByText('0 tours match “rooftop yoga Atlantis”')).toHaveAttribute('role', 'status');
    expect(queries.at(-1)).toBe('rooftop yoga Atlantis');
    // The button searches too.
    await user.clear(box);
    await user.type(box, 'food');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 tour matches “food”')).toHaveAttribute('role', 'status');
  });

  it('says when the search could not be made, and tries again', async () => {
    toursApi();
    server.use(
      http.get(`${API}/tours`, () => HttpResponse.json({ message: 'down' }, { status: 503 }), { once: true }),
    );
    const user = userEvent.setup();
    renderPage(<ToursPage />, { route: '/tours?q=food', path: '/tours' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tours could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 tour matches “food”')).toHaveAttribute('role', 'status');
  });
});
