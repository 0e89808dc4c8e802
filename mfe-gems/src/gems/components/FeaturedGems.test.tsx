// Issue 9: the host calls `prefetch` with its query client as soon as this module has loaded on the home
// page; the component's first render then joins that request instead of asking again.
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { listBody, makeGem } from '../../test/fixtures';
import { API, renderPage, testQueryClient } from '../../test/render';
import { server } from '../../test/server';
import FeaturedGems, { prefetch } from './FeaturedGems';

function countGemLists() {
  const lists: string[] = [];
  server.use(
    http.get(`${API}/gems/`, ({ request }) => {
      lists.push(new URL(request.url).search);
      return HttpResponse.json(listBody([makeGem({ name: 'Tasca do Chico' })]));
    }),
  );
  return lists;
}

describe('the featured gems', () => {
  it("are asked for once when the module's prefetch ran first", async () => {
    const lists = countGemLists();
    const queryClient = testQueryClient();
    prefetch({ params: {}, searchParams: new URLSearchParams(), queryClient });
    await vi.waitFor(() => expect(lists).toHaveLength(1));
    renderPage(<FeaturedGems />, { queryClient });
    expect(await screen.findByText('Tasca do Chico')).toBeVisible();
    expect(lists).toEqual(['?page=1&limit=8']);
  });

  it('are asked for by the component itself without a prefetch', async () => {
    const lists = countGemLists();
    renderPage(<FeaturedGems />);
    expect(await screen.findByRole('list', { name: 'Hidden gems' })).toBeVisible();
    expect(lists).toEqual(['?page=1&limit=8']);
  });
});
