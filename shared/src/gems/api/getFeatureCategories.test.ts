import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { quietGemsTests } from '../../test/gemsApiKit';
import { renderQueryHook } from '../../test/queryHooks';
import { API, server } from '../../test/server';
import { getFeatureCategories, useFeatureCategories } from './getFeatureCategories';

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

describe('useFeatureCategories', () => {
  it('reads the feature categories', async () => {
    server.use(
      http.get(`${API}/gems/features/category`, () => HttpResponse.json({ data: [{ id: 1, name: 'Food' }] })),
    );
    const { result } = renderQueryHook(() => useFeatureCategories());
    await waitFor(() => expect(result.current.data).toEqual([{ id: '1', name: 'Food' }]));
  });
});
