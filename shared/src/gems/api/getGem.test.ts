import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { queryKeys } from '../../query/queryKeys';
import { gem, quietGemsTests } from '../../test/gemsApiKit';
import { renderQueryHook } from '../../test/queryHooks';
import { API, server } from '../../test/server';
import { getGem, readGem, useGem } from './getGem';

quietGemsTests();

describe('getGem (spec 7, 8)', () => {
  it('reads one gem, with its hours, guide and images', async () => {
    server.use(
      http.get(`${API}/gems/g1`, () =>
        HttpResponse.json({
          data: {
            ...gem(1),
            service: 'Dine-in',
            hoursNote: 'Closed on holidays',
            opensMonday: '09:00',
            closesMonday: '17:00',
            guide: { id: 'gd1', name: 'Rita', imageUrl: '/img/rita.svg' },
          },
        }),
      ),
    );
    await expect(getGem('g1')).resolves.toMatchObject({
      id: 'g1',
      service: 'Dine-in',
      hoursNote: 'Closed on holidays',
      opensMonday: '09:00',
      guide: { imageUrl: '/img/rita.svg' },
    });
  });

  it('gives null for a gem that fails to load', async () => {
    server.use(
      http.get(`${API}/gems/missing`, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    );
    await expect(getGem('missing')).resolves.toBeNull();
  });
});

describe('readGem', () => {
  it('tells a gem that does not exist (null) from one that could not be reached (an error)', async () => {
    server.use(
      http.get(`${API}/gems/missing`, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
      http.get(`${API}/gems/g1`, () => HttpResponse.json({ message: 'down' }, { status: 503 })),
    );
    await expect(readGem('missing')).resolves.toBeNull();
    await expect(readGem('g1')).rejects.toMatchObject({ status: 503 });
  });
});

describe('useGem', () => {
  it("reads one gem into the gem's query", async () => {
    server.use(http.get(`${API}/gems/g1`, () => HttpResponse.json({ data: gem(1) })));
    const { result, client } = renderQueryHook(() => useGem('g1'));
    await waitFor(() => expect(result.current.data).toMatchObject({ id: 'g1', name: 'Gem 1' }));
    expect(client.getQueryData(queryKeys.gems.detail('g1'))).toEqual(result.current.data);
  });
});
