import { listFeatureCategories } from '@gaido/contracts/gems';
import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { quietGemsTests } from '../../test/gemsApiKit';
import { renderQueryHook } from '../../test/queryHooks';
import { API, server } from '../../test/server';
import { aList, anAnswer } from '../../testing/fixtures';
import { getFeatureCategories, useFeatureCategories } from './getFeatureCategories';

quietGemsTests();

const FOOD = {
  id: '2d4f6a8c-1b3e-4a5c-9d7f-0e2a4c6b8d1f',
  name: 'Food and drink',
  slug: 'food-and-drink',
  features: [{ id: '4f6a8c1b-3e5d-4c7e-8f9a-1b3c5d7e9f2a', name: 'Cafe', slug: 'cafe' }],
};
const categories = anAnswer(listFeatureCategories, 200, aList([FOOD]));

describe('getFeatureCategories (spec 7, 8)', () => {
  it('lists feature categories, and none when that fails', async () => {
    server.use(http.get(`${API}/gems/features/category`, () => HttpResponse.json(categories)));
    await expect(getFeatureCategories()).resolves.toEqual([FOOD]);
    server.use(http.get(`${API}/gems/features/category`, () => HttpResponse.json({}, { status: 503 })));
    await expect(getFeatureCategories()).resolves.toEqual([]);
  });

  it('reads the answer as its contract describes it: another shape is no list', async () => {
    server.use(
      http.get(`${API}/gems/features/category`, () =>
        HttpResponse.json({ categories: [{ id: 1, name: 'Food' }] }),
      ),
    );
    await expect(getFeatureCategories()).resolves.toEqual([]);
  });
});

describe('useFeatureCategories', () => {
  it('reads the feature categories', async () => {
    server.use(http.get(`${API}/gems/features/category`, () => HttpResponse.json(categories)));
    const { result } = renderQueryHook(() => useFeatureCategories());
    await waitFor(() => expect(result.current.data).toEqual([FOOD]));
  });
});
