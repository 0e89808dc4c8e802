import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { API, createVerifiedUser } from './api';
import { type ApiSession, authHeaders, loginViaApi } from './security';

export interface SeededGem {
  id: string;
  name: string;
}

/** The city (by slug) and the first `count` of its gems in the order of the map's list (by name). */
export async function gemsOfCity(request: APIRequestContext, slug: string, count: number) {
  const city = (
    (await (await request.get(`${API}/cities/${slug}`)).json()) as { data: { id: string; name: string } }
  ).data;
  const all: SeededGem[] = [];
  for (let page = 1; ; page++) {
    const response = await request.get(`${API}/gems/`, { params: { cityId: city.id, page, limit: 300 } });
    const body = (await response.json()) as { data: SeededGem[]; meta?: { totalPages?: number } };
    all.push(...body.data);
    if (body.data.length === 0 || page >= (body.meta?.totalPages ?? 1)) break;
  }
  const byName = new Intl.Collator();
  const gems = all.sort((a, b) => byName.compare(a.name, b.name)).slice(0, count);
  if (gems.length < count) throw new Error(`${slug} has fewer than ${count} gems`);
  return { city, gems };
}

/** A new traveller with a folder holding these gems. */
export async function travellerWithFolder(request: APIRequestContext, gems: SeededGem[]) {
  const user = await createVerifiedUser(request);
  const session: ApiSession = await loginViaApi(request, user.email, user.password);
  const folderName = `Trip ${randomUUID().slice(0, 6)}`;
  const created = await request.post(`${API}/gems/fav/create-folder`, {
    headers: authHeaders(session),
    data: { folderName },
  });
  const folderId = ((await created.json()) as { data: { id: string } }).data.id;
  for (const gem of gems) {
    const saved = await request.post(`${API}/gems/fav`, {
      headers: authHeaders(session),
      data: { gemId: gem.id, folderId },
    });
    if (!saved.ok()) throw new Error(`saving ${gem.name} failed: ${saved.status()}`);
  }
  return { user, session, folderName, folderId };
}
