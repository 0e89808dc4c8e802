// Two API instances on one PostgreSQL, as a load balancer would spread travellers over them: the rules
// that decide correctness hold across them, because their state is in the database. Each check would
// fail if that state were kept per process.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ROOT } from '@gaido/workspace/paths';
import { stopChild, waitFor } from '../src/processes.mjs';
import { startThrowawayPostgres } from '../src/throwawayPostgres.mjs';

const PORTS = [4301, 4302];
let postgres;
const instances = [];
const api = (index) => `http://127.0.0.1:${PORTS[index]}/api/v1`;

/** Each test is its own client address (behind a trusted proxy), so the per-address limit of one test does not reach the next. */
let clientIp = '203.0.113.1';

async function call(index, method, path, { body, token } = {}) {
  const response = await fetch(`${api(index)}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': clientIp,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** A verified account: signed up on one instance, confirmed on the other. */
async function verifiedAccount(password = 'travel-123') {
  const email = `instances-${randomUUID().slice(0, 8)}@example.com`;
  assert.equal((await call(0, 'POST', '/auth/signup', { body: { email, password } })).status, 201);
  const mailbox = await call(0, 'GET', `/dev/mailbox?to=${encodeURIComponent(email)}`);
  const token = mailbox.body.data.find((mail) => mail.kind === 'verify-email').token;
  assert.equal((await call(1, 'POST', '/auth/confirm', { body: { token } })).status, 200);
  return { email, password };
}

before(async () => {
  postgres = await startThrowawayPostgres();
  const databaseUrl = postgres.createDatabase('gaido');
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    NODE_ENV: 'test',
    TRUST_PROXY: '1',
  };
  for (const port of PORTS) {
    // Node itself with tsx's loader, not the tsx wrapper: the signals below reach the server, and no
    // process outlives the test holding its output open.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: join(ROOT, 'api'),
      env: { ...env, PORT: String(port), GAIDO_DATA_DIR: join(postgres.dir, `api-${port}`) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors = `${errors}${chunk}`.slice(-4000);
    });
    child.on('exit', (code, signal) => {
      if (code && !signal) console.error(`API instance on ${port} exited with ${code}:\n${errors}`);
    });
    instances.push(child);
  }
  await Promise.all(
    PORTS.map((_, index) => waitFor(`${api(index)}/health`, `API instance ${index + 1}`, 180)),
  );
});

after(async () => {
  // One instance was killed by a test: stopChild settles for it at once, so the cluster is always stopped.
  await Promise.all(instances.map((child) => stopChild(child)));
  postgres?.stop();
});

describe('two API instances on one database', () => {
  it('check no more guesses than the account limit from a burst split across both', async () => {
    const { email } = await verifiedAccount('right-password-1');
    const guesses = Array.from({ length: 40 }, (_, i) =>
      call(i % 2, 'POST', '/auth/login', { body: { email, password: `wrong-guess-${i}` } }),
    );
    const statuses = (await Promise.all(guesses)).map((result) => result.status);
    const checked = statuses.filter((status) => status === 401).length;
    assert.ok(checked <= 5, `${checked} of 40 guesses were checked (limit 5): ${statuses.join(' ')}`);
    const right = await call(1, 'POST', '/auth/login', { body: { email, password: 'right-password-1' } });
    assert.equal(right.status, 429);
  });

  it('refuse on one instance, at once, a session signed out on the other', async () => {
    clientIp = '203.0.113.2';
    const { email, password } = await verifiedAccount();
    const login = await call(0, 'POST', '/auth/login', { body: { email, password } });
    assert.equal(login.status, 200, JSON.stringify(login.body));
    const { accessToken } = login.body.data;
    const before = await call(1, 'GET', '/users/me', { token: accessToken });
    assert.equal(before.status, 200, JSON.stringify(before.body));
    const logout = await call(0, 'POST', '/auth/logout', { token: accessToken, body: {} });
    assert.equal(logout.status, 200, JSON.stringify(logout.body));
    const after = await call(1, 'GET', '/users/me', { token: accessToken });
    assert.equal(after.status, 401, JSON.stringify(after.body));
  });

  it('spend one analytics budget per client address across both', async () => {
    clientIp = '203.0.113.4';
    // 60 batches of 50 events (3,000) against an address's burst of 2,000 refilled at 50 a second: a
    // budget per instance would take all of them (1,500 each).
    const send = async (i) => {
      const batch = Array.from({ length: 50 }, (_, n) => ({
        uuid: randomUUID(),
        event: '$pageview',
        properties: { distinct_id: `visitor-${i}`, token: 'phc_gaido_local', n },
        timestamp: new Date().toISOString(),
      }));
      const response = await fetch(`${api(i % 2)}/ingest/batch/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': clientIp,
          origin: 'http://localhost:3000',
        },
        body: JSON.stringify({ api_key: 'phc_gaido_local', batch, sent_at: new Date().toISOString() }),
      });
      return response.status;
    };
    const started = performance.now();
    const statuses = [];
    for (let i = 0; i < 60; i += 6)
      statuses.push(...(await Promise.all([0, 1, 2, 3, 4, 5].map((j) => send(i + j)))));
    const seconds = (performance.now() - started) / 1000;
    const accepted = statuses.filter((status) => status === 200).length;
    // The burst, and what refilled while the batches were sent.
    const budget = 40 + Math.ceil(seconds) + 1;
    assert.ok(statuses.includes(429), `no batch was refused: ${statuses.join(' ')}`);
    assert.ok(
      accepted <= budget,
      `${accepted} batches accepted in ${seconds.toFixed(1)} s, budget ${budget}`,
    );
  });

  it('lose no acknowledged write when one is killed under load, and the other keeps answering', async () => {
    clientIp = '203.0.113.3';
    const { email, password } = await verifiedAccount();
    const { accessToken } = (await call(1, 'POST', '/auth/login', { body: { email, password } })).body.data;
    const gems = (await call(1, 'GET', '/gems?limit=300')).body.data.map((gem) => gem.id);
    const acknowledged = [];
    const survivorFailures = [];
    let sent = 0;
    const save = async (gemId) => {
      const index = sent++ % 2;
      if (sent === 60) instances[0].kill('SIGKILL');
      try {
        const result = await call(index, 'POST', '/gems/fav', { token: accessToken, body: { gemId } });
        if (result.status >= 200 && result.status < 300) acknowledged.push(gemId);
        else if (index === 1) survivorFailures.push(result.status);
      } catch (error) {
        // A request the killed instance never answered is not acknowledged: the client retries it.
        if (index === 1) survivorFailures.push(error.message);
      }
    };
    const queue = [...gems.slice(0, 240)];
    await Promise.all(
      Array.from({ length: 12 }, async () => {
        while (queue.length) await save(/** @type {string} */ (queue.shift()));
      }),
    );
    assert.deepEqual(survivorFailures, []);
    assert.ok(acknowledged.length > 120, `only ${acknowledged.length} writes were acknowledged`);
    const missing = [];
    for (const gemId of acknowledged) {
      const status = await call(1, 'GET', `/gems/fav/status/${gemId}`, { token: accessToken });
      if (!status.body?.data?.isFavorited) missing.push(gemId);
    }
    assert.deepEqual(missing, [], `${missing.length} acknowledged saves were lost`);
    console.log(
      `# killed instance 1 of 2 after 60 of 240 saves: ${acknowledged.length} acknowledged, 0 lost; the survivor answered all of its own`,
    );
  });
});
