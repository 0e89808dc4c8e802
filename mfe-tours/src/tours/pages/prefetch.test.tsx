// The host calls an exposed page's `prefetch` with the opened route and its query client as soon
// as the page's module has loaded; the page's first render then joins those requests instead of asking
// again.
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { cityLand, listOf, noFilterOptions, TOUR_ID, tourDetail, tourSummary } from '../../test/fixtures';
import { API, renderPage, testQueryClient } from '../../test/render';
import { server } from '../../test/server';
import FeaturedTours, { prefetch as prefetchFeatured } from '../components/FeaturedTours';
import TourDetailPage, { prefetch as prefetchTourPage } from './TourDetailPage';
import ToursPage, { prefetch as prefetchToursPage } from './ToursPage';

const tourList = listOf([tourSummary]);

/** Every GET /tours list request, by its query string. */
function countTourLists() {
  const lists: string[] = [];
  server.use(
    http.get(`${API}/tours`, ({ request }) => {
      lists.push(new URL(request.url).search);
      return HttpResponse.json(tourList);
    }),
    http.get(`${API}/tours/filters`, () => HttpResponse.json({ data: noFilterOptions })),
  );
  return lists;
}

const queryClient = testQueryClient();
afterEach(() => queryClient.clear());

const route = (params: Record<string, string> = {}, search = '') => ({
  params,
  searchParams: new URLSearchParams(search),
  queryClient,
});

describe("a page's prefetch", () => {
  it("asks for the home page's featured tours once: the component joins the request", async () => {
    const lists = countTourLists();
    prefetchFeatured(route());
    // Asked for before the component renders.
    await vi.waitFor(() => expect(lists).toHaveLength(1));
    renderPage(<FeaturedTours />, { queryClient });
    expect(await screen.findByRole('link', { name: /Alfama Food Walk/ })).toBeVisible();
    expect(lists).toEqual(['?sort=rating&page=1&limit=6']);
  });

  it('asks for the filtered list the address names, which /tours then shows without asking again', async () => {
    const lists = countTourLists();
    prefetchToursPage(route({}, 'category=food&page=2'));
    await vi.waitFor(() => expect(lists).toHaveLength(1));
    renderPage(<ToursPage />, { route: '/tours?category=food&page=2', path: '/tours', queryClient });
    expect(await screen.findByText('1 tour with local guides')).toBeVisible();
    expect(lists).toHaveLength(1);
    expect(new URLSearchParams(lists[0]).get('category')).toBe('food');
    expect(new URLSearchParams(lists[0]).get('page')).toBe('2');
  });

  it('does not stand in for a page showing other filters, which asks for its own', async () => {
    const lists = countTourLists();
    prefetchToursPage(route({}, 'category=food'));
    renderPage(<ToursPage />, { route: '/tours?category=art', path: '/tours', queryClient });
    expect(await screen.findByText('1 tour with local guides')).toBeVisible();
    expect(lists.map((search) => new URLSearchParams(search).get('category'))).toEqual(['food', 'art']);
  });

  it('asks for the tour the route names, and the tour page joins the request', async () => {
    const detail: string[] = [];
    server.use(
      http.get(`${API}/tours/by-slug/lisbon/alfama-food-walk`, ({ request }) => {
        detail.push(new URL(request.url).pathname);
        return HttpResponse.json({ data: tourDetail });
      }),
      http.get(`${API}/tours/${TOUR_ID}/availability`, () => HttpResponse.json({ data: [] })),
      http.get(`${API}/tours/${TOUR_ID}/reviews`, () =>
        HttpResponse.json({ data: [], meta: { currentPage: 1, totalPages: 0, totalRecords: 0 } }),
      ),
      http.get(`${API}/cities/lisbon/land`, () => HttpResponse.json({ data: cityLand })),
    );
    prefetchTourPage(route({ citySlug: 'lisbon', tourSlug: 'alfama-food-walk' }));
    // An incomplete route asks for nothing.
    prefetchTourPage(route({ citySlug: 'lisbon' }));
    await vi.waitFor(() => expect(detail).toHaveLength(1));
    renderPage(<TourDetailPage />, {
      route: '/tours/lisbon/alfama-food-walk',
      path: '/tours/:citySlug/:tourSlug',
      queryClient,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Alfama Food Walk' })).toBeVisible();
    expect(detail).toEqual(['/api/v1/tours/by-slug/lisbon/alfama-food-walk']);
  });
});
