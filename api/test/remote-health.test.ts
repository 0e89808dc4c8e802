// Real-user health per remote version, as the release service reads it: page loads counted once,
// failed and errored loads with their reasons, the 75th percentile of the first render, filtered by
// environment, remote and rollout, and only for the service token.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from './harness';

const TOKEN = 'health-token-for-tests-0123456789abcdef';
let api: TestApi;
beforeAll(async () => {
  api = await openTestApi({ healthToken: TOKEN });
});
afterAll(async () => {
  await api.close();
});

interface Load {
  version: string;
  channel?: 'canary' | 'stable';
  rollout?: string;
  environment?: string;
  remote?: string;
  /** What the page reported, in order. */
  events: Record<string, unknown>[];
}

/** One page load's remote_health events, sent to the ingest as the browser's batch would be. */
async function sendLoads(loads: Load[]) {
  const batch = loads.flatMap((load) => {
    const id = randomUUID();
    return load.events.map((extra) => ({
      uuid: randomUUID(),
      event: 'remote_health',
      timestamp: new Date().toISOString(),
      properties: {
        distinct_id: `traveller-${id}`,
        token: 'phc_gaido_local',
        environment: load.environment ?? 'staging',
        remote: load.remote ?? 'mfe_tours',
        version: load.version,
        ...(load.channel ? { channel: load.channel, rollout: load.rollout } : {}),
        load: id,
        ...extra,
      },
    }));
  });
  for (let start = 0; start < batch.length; start += 50) {
    const response = await api.app.request('/api/v1/ingest/batch/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ api_key: 'phc_gaido_local', batch: batch.slice(start, start + 50) }),
    });
    expect(response.status).toBe(200);
  }
}

const rendered = (ms: number) => ({ outcome: 'loaded', first_render_ms: ms });

async function health(query: string, token: string | null = TOKEN) {
  return api.get(
    `/ingest/remote-health?${query}`,
    token ? { headers: { Authorization: `Bearer ${token}` } } : {},
  );
}

describe('remote health per version', () => {
  it('counts each page load once, with its failures, errors and their reasons, and the p75 first render', async () => {
    const rollout = randomUUID();
    const canary = (events: Record<string, unknown>[]): Load => ({
      version: '2.0.0',
      channel: 'canary',
      rollout,
      events,
    });
    const stable = (events: Record<string, unknown>[]): Load => ({
      version: '1.0.0',
      channel: 'stable',
      rollout,
      events,
    });
    await sendLoads([
      // Four canary loads rendered in 100, 200, 300 and 400 ms; one of them threw later from its code,
      // and reported its vitals too (still one load).
      canary([rendered(100)]),
      canary([rendered(200), { outcome: 'error', reason: 'uncaught' }]),
      canary([rendered(300), { outcome: 'vitals', lcp_ms: 900, inp_ms: 40 }]),
      canary([rendered(400)]),
      // A render error caught by the boundary, and a load whose code never arrived.
      canary([{ outcome: 'error', reason: 'render' }]),
      canary([{ outcome: 'failed', reason: 'network' }]),
      stable([rendered(120)]),
      stable([rendered(80)]),
      // Vitals alone (the outcome never reported): not a load.
      stable([{ outcome: 'vitals', lcp_ms: 700 }]),
    ]);
    const { status, body } = await health(`environment=staging&remote=mfe_tours&rollout=${rollout}`);
    expect(status).toBe(200);
    const byChannel = Object.fromEntries(
      body.data.versions.map((row: { channel: string }) => [row.channel, row]),
    );
    expect(byChannel.canary).toEqual({
      version: '2.0.0',
      channel: 'canary',
      loads: 6,
      failed: 1,
      errored: 3,
      reasons: { network: 1, integrity: 0, render: 1, uncaught: 1 },
      rendered: 4,
      // percentile_cont over 100, 200, 300, 400: 325.
      firstRenderP75Ms: 325,
      lcpP75Ms: 900,
      inpP75Ms: 40,
    });
    expect(byChannel.stable).toMatchObject({
      version: '1.0.0',
      loads: 2,
      failed: 0,
      errored: 0,
      rendered: 2,
      firstRenderP75Ms: 110,
      lcpP75Ms: null,
    });
  });

  it('keeps environments, remotes and rollouts apart, and reads loads with no rollout as pinned', async () => {
    const rollout = randomUUID();
    await sendLoads([
      { version: '3.0.0', channel: 'canary', rollout, events: [rendered(50)] },
      { version: '3.0.0', channel: 'canary', rollout: randomUUID(), events: [rendered(60)] },
      { version: '3.0.0', environment: 'production', channel: 'canary', rollout, events: [rendered(70)] },
      { version: '3.0.0', remote: 'mfe_gems', channel: 'canary', rollout, events: [rendered(80)] },
      { version: '9.0.0', environment: 'qa-only', events: [rendered(90)] },
    ]);
    const { body } = await health(`environment=staging&remote=mfe_tours&rollout=${rollout}`);
    expect(body.data.versions).toHaveLength(1);
    expect(body.data.versions[0]).toMatchObject({ version: '3.0.0', loads: 1, firstRenderP75Ms: 50 });
    const pinned = await health('environment=qa-only&remote=mfe_tours');
    expect(pinned.body.data.versions).toEqual([expect.objectContaining({ channel: 'pinned', loads: 1 })]);
    const later = await health(
      `environment=qa-only&remote=mfe_tours&since=${new Date(Date.now() + 60_000).toISOString()}`,
    );
    expect(later.body.data.versions).toEqual([]);
  });

  it('answers only the service token', async () => {
    expect((await health('environment=staging&remote=mfe_tours', null)).status).toBe(401);
    expect((await health('environment=staging&remote=mfe_tours', `${TOKEN}x`)).status).toBe(401);
    expect((await health('environment=staging&remote=mfe_tours', TOKEN.replace('0', '1'))).status).toBe(401);
    expect((await health('remote=mfe_tours')).status).toBe(400);
  });

  it('answers nobody when the API has no service token', async () => {
    const bare = await openTestApi();
    try {
      const response = await bare.get('/ingest/remote-health?environment=staging&remote=mfe_tours', {
        headers: { Authorization: 'Bearer ' },
      });
      expect(response.status).toBe(401);
    } finally {
      await bare.close();
    }
  });
});
