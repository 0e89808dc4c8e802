import { HttpResponse, http } from 'msw';
import { quietGemsTests } from '../../test/gemsApiKit';
import { API, server } from '../../test/server';
import { getFeatureCategories } from './getFeatureCategories';

quietGemsTests();

describe('getFeatureCategories (spec 7, 8)', () => {
  it('lists feature categories, and none when that fails', async () => {
    server.use(
      http.get(`${API}/gems/features/category`, () => HttpResponse.json({ data: [{ id: 1, name: 'Food' }] })),
    );
    await expect(getFeatureCategories()).resolves.toEqual([{ id: '1', name: 'Food' }]);
    server.use(http.get(`${API}/gems/features/category`, () => HttpResponse.json({}, { status: 503 })));
    await expect(getFeatureCategories()).resolves.toEqual([]);
  });
});
