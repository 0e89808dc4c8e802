import { getGem } from '@gaido/contracts/gems';
import { aGem, anAnswer } from '@gaido/shared/testing';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { API, renderPage } from '../../test/render';
import { server } from '../../test/server';
import GemDetailPage from './GemDetailPage';

const GEM_ID = '44444444-4444-4444-8444-444444444444';

function renderGemPage() {
  return renderPage(<GemDetailPage />, { route: `/gems/${GEM_ID}`, path: '/gems/:gemId' });
}

describe('the gem page', () => {
  it('says a gem that does not exist is not found, without offering to try again or blaming the connection', async () => {
    server.use(
      http.get(`${API}/gems/${GEM_ID}`, () =>
        HttpResponse.json({ message: 'Gem not found', code: 'not_found' }, { status: 404 }),
      ),
    );
    renderGemPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Gem not found' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('alert')).not.toHaveTextContent(/connection/i);
    expect(screen.getByRole('link', { name: 'Browse travel guides' })).toBeVisible();
  });

  it('offers to try again when the gem could not be reached, and shows it once it answers', async () => {
    let down = true;
    server.use(
      http.get(`${API}/gems/${GEM_ID}`, () =>
        down
          ? HttpResponse.json({ message: 'down' }, { status: 503 })
          : HttpResponse.json(
              anAnswer(getGem, 200, { data: aGem({ id: GEM_ID, name: 'Miradouro da Graça' }) }),
            ),
      ),
    );
    renderGemPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This gem could not be loaded' }),
    ).toBeVisible();
    down = false;
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Miradouro da Graça' })).toBeVisible();
  });
});
