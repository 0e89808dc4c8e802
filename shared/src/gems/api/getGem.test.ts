import { getGem as getGemEndpoint } from '@gaido/contracts/gems';
import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { queryKeys } from '../../query/queryKeys';
import { quietGemsTests } from '../../test/gemsApiKit';
import { renderQueryHook } from '../../test/queryHooks';
import { API, server } from '../../test/server';
import { aGem, anAnswer, FIXTURE_IDS } from '../../testing/fixtures';
import { getGem, readGem, useGem } from './getGem';

quietGemsTests();

const GEM_ID = FIXTURE_IDS.gem;
const MISSING = '00000000-0000-4000-8000-000000000000';
const notFound = () => HttpResponse.json({ message: 'Gem not found', code: 'not_found' }, { status: 404 });

describe('getGem (spec 7, 8)', () => {
  it('reads one gem, with its hours, guide and images', async () => {
    const graca = aGem({
      service: 'Dine-in',
      hoursNote: 'Closed on holidays',
      opensMonday: '09:00',
      closesMonday: '17:00',
      guide: { id: FIXTURE_IDS.guide, name: 'Rita', imageUrl: '/img/rita.svg' },
    });
    server.use(
      http.get(`${API}/gems/${GEM_ID}`, () =>
        HttpResponse.json(anAnswer(getGemEndpoint, 200, { data: graca })),
      ),
    );
    await expect(getGem(GEM_ID)).resolves.toEqual(graca);
  });

  it('gives null for a gem that fails to load', async () => {
    server.use(http.get(`${API}/gems/${MISSING}`, notFound));
    await expect(getGem(MISSING)).resolves.toBeNull();
  });
});

describe('readGem', () => {
  it('tells a gem that does not exist (null) from one that could not be reached (an error)', async () => {
    server.use(
      http.get(`${API}/gems/${MISSING}`, notFound),
      http.get(`${API}/gems/${GEM_ID}`, () => HttpResponse.json({ message: 'down' }, { status: 503 })),
    );
    await expect(readGem(MISSING)).resolves.toBeNull();
    await expect(readGem(GEM_ID)).rejects.toMatchObject({ status: 503 });
  });

  it('reads the answer as its contract describes it: a gem under another key is an error, not "gone"', async () => {
    server.use(http.get(`${API}/gems/${GEM_ID}`, () => HttpResponse.json({ gem: aGem() })));
    await expect(readGem(GEM_ID)).rejects.toMatchObject({ status: 200, category: 'unknown' });
  });
});

describe('useGem', () => {
  it("reads one gem into the gem's query", async () => {
    server.use(
      http.get(`${API}/gems/${GEM_ID}`, () =>
        HttpResponse.json(anAnswer(getGemEndpoint, 200, { data: aGem() })),
      ),
    );
    const { result, client } = renderQueryHook(() => useGem(GEM_ID));
    await waitFor(() => expect(result.current.data).toMatchObject({ id: GEM_ID, name: aGem().name }));
    expect(client.getQueryData(queryKeys.gems.detail(GEM_ID))).toEqual(result.current.data);
  });
});
