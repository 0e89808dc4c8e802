// The release dashboard against a real service over HTTP, as a browser uses it: signed in through its
// form with the release accounts, refused without a session or from another site, approvals under the
// API's four-eyes rules, and every string a person typed shown as text.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { readBuildDir, uploadBody } from '@gaido/release-core/build-files';
import { createReleaseClient } from '@gaido/release-core/client';
import { csrfToken, healthView, SESSION_COOKIE } from '../src/dashboard.mjs';
import { fakeBuild, hostRecord, passwordOf, startService } from './harness.mjs';

let svc;
const client = (who) => createReleaseClient({ url: svc.url, token: who ? svc.tokens[who] : null });
const upload = (label) =>
  uploadBody({ files: readBuildDir(fakeBuild({ label })), packageVersion: '0.1.0', commit: 'c0ffee' });
const dashboardUrl = (path = '') => `${svc.url}/dashboard${path}`;

/** A form POST as the dashboard's own page sends it. */
function post(path, fields, { cookie, origin, base = svc.url } = {}) {
  return fetch(`${base}/dashboard${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: origin ?? base,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Signs in through the form; returns the session cookie and the token in it. */
async function signIn(key, email) {
  const response = await post('/sign-in', { email, password: passwordOf(key) });
  assert.equal(response.status, 303, await response.text());
  const [setCookie] = response.headers.getSetCookie();
  const token = new RegExp(`^${SESSION_COOKIE}=([^;]+)`).exec(setCookie)?.[1];
  assert.ok(token, setCookie);
  return { cookie: `${SESSION_COOKIE}=${token}`, csrf: csrfToken(decodeURIComponent(token)), setCookie };
}

const page = async (cookie, path = '') => {
  const response = await fetch(dashboardUrl(path), { headers: cookie ? { cookie } : {} });
  return { status: response.status, headers: response.headers, text: await response.text() };
};

let stable;
let canary;
before(async () => {
  svc = await startService();
  for (const env of ['production', 'staging']) await client('admin').deployHost(env, hostRecord());
  stable = (await client('admin').publish('mfe_tours', upload('stable'))).release.version;
  canary = (await client('admin').publish('mfe_tours', upload('canary'))).release.version;
  for (const env of ['production', 'staging']) {
    await client('admin').pin(env, 'mfe_tours', { version: stable, expectedRevision: 0 });
  }
  await client('admin').rollout('staging', 'mfe_tours', { version: canary, percent: 25 });
  await client('releaser').publishPreview({
    remote: 'mfe_tours',
    version: canary,
    branch: 'feat/<b>bold</b>',
    base: 'staging',
  });
});
after(() => svc.close());

describe('the release dashboard', () => {
  it('refuses a browser that has not signed in: the sign-in form, a 401, nothing of the releases', async () => {
    const anonymous = await page(null);
    assert.equal(anonymous.status, 401);
    assert.match(anonymous.text, /<form class="sign-in" method="post" action="\/dashboard\/sign-in">/);
    assert.doesNotMatch(anonymous.text, new RegExp(stable));
    const forged = await page(`${SESSION_COOKIE}=not-a-token`);
    assert.equal(forged.status, 401);
    assert.doesNotMatch(forged.text, new RegExp(stable));
    const approve = await post('/approvals/releases/00000000-0000-0000-0000-000000000000', { csrf: 'x' });
    assert.equal(approve.status, 401);
  });

  it('serves pages that allow no script at all', async () => {
    const { headers, text } = await page(null);
    const policy = headers.get('content-security-policy') ?? '';
    assert.match(policy, /default-src 'none'/);
    assert.doesNotMatch(policy, /script-src|unsafe-inline/);
    assert.doesNotMatch(text, /<script/i);
    assert.equal(headers.get('x-frame-options'), 'DENY');
    const css = await fetch(dashboardUrl('/dashboard.css'));
    assert.match(css.headers.get('content-type') ?? '', /^text\/css/);
  });

  it('signs in with a release account into an HttpOnly, SameSite=Strict cookie and shows pins, rollouts and the audit log', async () => {
    const { cookie, setCookie } = await signIn('releaser', 'rita@gaido.test');
    assert.match(setCookie, /HttpOnly/i);
    assert.match(setCookie, /SameSite=Strict/i);
    assert.match(setCookie, /Path=\/dashboard/);
    const { status, text } = await page(cookie);
    assert.equal(status, 200);
    assert.match(text, /Signed in as <strong>rita@gaido\.test<\/strong> \(releaser\)/);
    const staging = text.slice(text.indexOf('<caption id="env-staging">'));
    assert.match(staging, new RegExp(`<th scope="row">mfe_tours</th>\\s*<td><code>${stable}</code>`));
    assert.match(staging, /tours-squad/, 'the owners of the remote');
    assert.match(staging, /class="good">compatible/);
    const rollouts = text.slice(text.indexOf('id="rollouts"'), text.indexOf('id="approvals"'));
    assert.match(rollouts, new RegExp(`<code>${canary}</code>`));
    assert.match(rollouts, /25%/);
    const previews = text.slice(text.indexOf('id="previews"'));
    assert.match(previews, /<code>preview-feat-b-bold-b<\/code>/);
    assert.match(previews, /feat\/&lt;b&gt;bold&lt;\/b&gt;/, 'the branch as typed, as text');
    assert.match(previews, new RegExp(`mfe_tours@${canary}`));
    assert.match(previews, /class="good">active/);
    const audit = text.slice(text.indexOf('id="audit"'));
    assert.match(audit, /rollout-start/);
    assert.ok(audit.indexOf('rollout-start') < audit.indexOf('deploy-host'), 'newest first');
  });

  it('refuses a wrong password on the form, and sets no cookie', async () => {
    const response = await post('/sign-in', { email: 'rita@gaido.test', password: 'not the password' });
    assert.equal(response.status, 401);
    assert.deepEqual(response.headers.getSetCookie(), []);
    assert.match(await response.text(), /role="alert">Wrong email or password/);
  });

  it('refuses a form sent from another site, or without the session’s form token, and changes nothing', async () => {
    const { cookie, csrf } = await signIn('admin2', 'bo@gaido.test');
    const filed = await client('admin').rollout('production', 'mfe_tours', { version: canary, percent: 5 });
    assert.equal(filed.pending, true);
    const fromElsewhere = await post(
      `/approvals/releases/${filed.requestId}`,
      { csrf },
      {
        cookie,
        origin: 'https://evil.example',
      },
    );
    assert.equal(fromElsewhere.status, 403);
    const noToken = await post(`/approvals/releases/${filed.requestId}`, { csrf: 'guessed' }, { cookie });
    assert.equal(noToken.status, 403);
    const signInElsewhere = await post(
      '/sign-in',
      { email: 'bo@gaido.test', password: passwordOf('admin2') },
      { origin: 'https://evil.example' },
    );
    assert.equal(signInElsewhere.status, 403);
    const waiting = await client('admin').forceRequests();
    assert.ok(
      waiting.some((request) => request.id === filed.requestId && request.action === 'rollout-start'),
    );
  });

  it('lets a second release-admin approve a waiting rollout step, and nobody else', async () => {
    const [request] = (await client('admin').forceRequests()).filter(
      (item) => item.environment === 'production',
    );
    assert.ok(request, 'a production rollout step waits');

    // A releaser sees it and cannot approve it: no button, and the POST is refused by the API's rule.
    const viewer = await signIn('releaser', 'rita@gaido.test');
    const viewerPage = await page(viewer.cookie);
    const approvals = viewerPage.text.slice(
      viewerPage.text.indexOf('id="approvals"'),
      viewerPage.text.indexOf('id="audit"'),
    );
    assert.match(approvals, /rollout start to 5% of mfe_tours@/);
    assert.doesNotMatch(approvals, /<button/);
    const byViewer = await post(
      `/approvals/releases/${request.id}`,
      { csrf: viewer.csrf },
      { cookie: viewer.cookie },
    );
    assert.equal(byViewer.status, 403);
    assert.match(await byViewer.text(), /role="alert">rita@gaido\.test \(releaser\) may not approve/);

    // Its author cannot approve it either.
    const author = await signIn('admin', 'ana@gaido.test');
    const byAuthor = await post(
      `/approvals/releases/${request.id}`,
      { csrf: author.csrf },
      { cookie: author.cookie },
    );
    assert.equal(byAuthor.status, 403);
    assert.equal((await client('admin').rollouts({ environments: ['production'] })).length, 0);

    const second = await signIn('admin2', 'bo@gaido.test');
    const approved = await post(
      `/approvals/releases/${request.id}`,
      { csrf: second.csrf },
      { cookie: second.cookie },
    );
    const text = await approved.text();
    assert.equal(approved.status, 200, text);
    assert.match(text, /role="status">Approved: rollout start to 5% of mfe_tours@/);
    const [running] = await client('admin').rollouts({ environments: ['production'] });
    assert.deepEqual([running.version, running.percent], [canary, 5]);
    const [entry] = (await client('admin').audit({ environment: 'production' })).filter(
      (item) => item.action === 'rollout-start',
    );
    assert.deepEqual([entry.by, entry.approvedBy], ['ana@gaido.test', 'bo@gaido.test']);
  });

  it('shows what people typed as text: markup in an email or a name never becomes markup', async () => {
    const attack = '<script>alert(1)</script>@evil.test';
    await client('admin').grant('sam@gaido.test', { role: 'releaser', name: '<img src=x onerror=alert(2)>' });
    const failed = await post('/sign-in', { email: attack, password: 'whatever it is' });
    const echoed = await failed.text();
    assert.doesNotMatch(echoed, /<script>alert/);
    assert.match(echoed, /value="&lt;script&gt;alert\(1\)&lt;\/script&gt;@evil\.test"/);
    const { cookie } = await signIn('admin2', 'bo@gaido.test');
    const { text } = await page(cookie);
    assert.doesNotMatch(text, /<script>alert|<img src=x/);
    assert.match(text, /&lt;script&gt;alert\(1\)&lt;\/script&gt;@evil\.test/);
  });

  it('pages through the audit log, newest first', async () => {
    // Enough audited changes for more than a page: the staging canary's share moved step by step.
    for (let percent = 30; percent < 60; percent++) {
      await client('admin').rollout('staging', 'mfe_tours', { version: canary, percent });
    }
    const { cookie } = await signIn('admin2', 'bo@gaido.test');
    const first = await page(cookie);
    const older = /href="\/dashboard\?before=(\d+)#audit">Older entries/.exec(first.text)?.[1];
    assert.ok(older, 'a link to older entries');
    const ids = (text) => [...text.matchAll(/<th scope="row">(\d+)<\/th>/g)].map((match) => Number(match[1]));
    const second = await page(cookie, `?before=${older}`);
    assert.equal(second.status, 200);
    assert.ok(ids(first.text).length === 25);
    assert.ok(Math.max(...ids(second.text)) < Math.min(...ids(first.text)));
    assert.match(second.text, /Newest entries/);
  });

  it('signs out: the session’s token stops working', async () => {
    const { cookie, csrf } = await signIn('releaser', 'rita@gaido.test');
    const out = await post('/sign-out', { csrf }, { cookie });
    assert.equal(out.status, 200);
    assert.equal((await page(cookie)).status, 401);
  });
});

describe('a rollout’s health on the dashboard', () => {
  const channel = (version, loads, errored, firstRenderP75Ms) => ({
    version,
    loads,
    failed: 0,
    errored,
    errorRate: Math.round((errored / loads) * 10000) / 100,
    reasons: {},
    rendered: loads - errored,
    firstRenderP75Ms,
    lcpP75Ms: null,
    inpP75Ms: null,
  });

  it('compares the canary with the stable version: loads, error rate and p75 first render, and the verdict', () => {
    const view = String(
      healthView({
        remote: 'mfe_tours',
        environment: 'staging',
        health: {
          available: true,
          canary: channel('0.2.0', 60, 12, 210),
          stable: channel('0.1.0', 240, 1, 180),
          verdict: {
            state: 'breached',
            breaches: [
              { guardRail: 'error-rate', message: 'error rate 20% (12 of 60 loads) <against> 0.42%' },
            ],
          },
        },
      }),
    );
    assert.match(
      view,
      /<caption>Health of mfe_tours in staging: <span class="bad">breached<\/span><\/caption>/,
    );
    const row = (label) => view.slice(view.indexOf(`<th scope="row">${label}</th>`)).split('</tr>')[0];
    assert.match(row('Page loads'), /<td>60 <svg[\s\S]*width="25"[\s\S]*<td>240 <svg[\s\S]*width="100"/);
    assert.match(row('Error rate'), /<td>20% [\s\S]*<td>0.42% /);
    assert.match(row('p75 first render'), /<td>210 ms [\s\S]*<td>180 ms /);
    assert.match(view, /&lt;against&gt;/, 'a breach’s words as text');
  });

  it('says why there is no health rather than showing zeros', () => {
    assert.match(
      String(
        healthView({
          remote: 'mfe_tours',
          environment: 'staging',
          health: { available: false, reason: 'no health source' },
        }),
      ),
      /no health source/,
    );
    assert.match(String(healthView({ remote: 'mfe_tours', environment: 'staging' })), /no health reported/);
  });
});

describe('live health on the dashboard, read from the service’s health source', () => {
  const TOKEN = 'dashboard-health-token-0123456789';
  let ingest;
  let own;
  const rows = new Map();

  before(async () => {
    ingest = createServer((req, res) => {
      const rollout = new URL(req.url, 'http://ingest').searchParams.get('rollout');
      if (req.headers.authorization !== `Bearer ${TOKEN}`) {
        res.writeHead(401);
        return res.end();
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: { versions: rows.get(rollout) ?? [] } }));
    });
    await new Promise((resolve) => ingest.listen(0, '127.0.0.1', resolve));
    own = await startService({
      health: { url: `http://127.0.0.1:${ingest.address().port}/api/v1`, token: TOKEN },
    });
  });
  after(async () => {
    await own?.close();
    await new Promise((resolve) => ingest.close(resolve));
  });

  it('shows each running rollout’s loads, error rate and p75 first render, canary against stable, as the page is loaded', async () => {
    const admin = createReleaseClient({ url: own.url, token: own.tokens.admin });
    await admin.deployHost('staging', hostRecord());
    const first = (await admin.publish('mfe_tours', upload('health stable'))).release.version;
    const second = (await admin.publish('mfe_tours', upload('health canary'))).release.version;
    await admin.pin('staging', 'mfe_tours', { version: first, expectedRevision: 0 });
    const started = await admin.rollout('staging', 'mfe_tours', { version: second, percent: 20 });
    const row = (version, channel, loads, errored, p75) => ({
      version,
      channel,
      loads,
      failed: 0,
      errored,
      reasons: {},
      rendered: loads - errored,
      firstRenderP75Ms: p75,
      lcpP75Ms: null,
      inpP75Ms: null,
    });
    rows.set(started.id, [row(second, 'canary', 80, 1, 240), row(first, 'stable', 320, 2, 200)]);

    const response = await post(
      '/sign-in',
      { email: 'bo@gaido.test', password: passwordOf('admin2') },
      { base: own.url },
    );
    const cookie = response.headers.getSetCookie()[0].split(';')[0];
    const text = await (await fetch(`${own.url}/dashboard`, { headers: { cookie } })).text();
    const health = text.slice(text.indexOf('<table class="health">'), text.indexOf('id="approvals"'));
    assert.match(health, /Health of mfe_tours in staging: <span class="good">healthy/);
    assert.match(health, /Page loads<\/th>\s*<td>80 [\s\S]*<td>320 /);
    assert.match(health, /Error rate<\/th>\s*<td>1.25% [\s\S]*<td>0.63% /);
    assert.match(health, /p75 first render<\/th>\s*<td>240 ms [\s\S]*<td>200 ms /);

    // The next load reads the health again: the canary now errs past its guard rail.
    rows.set(started.id, [row(second, 'canary', 100, 20, 240), row(first, 'stable', 400, 2, 200)]);
    const later = await (await fetch(`${own.url}/dashboard`, { headers: { cookie } })).text();
    assert.match(later, /<span class="bad">breached<\/span>/);
    assert.match(later, /error rate 20% \(20 of 100 loads\)/);

    // The guard rails abort it: the dashboard lists it as ended, by them, with the numbers.
    const [aborted] = await own.service.evaluateGuardRails();
    assert.equal(aborted.id, started.id);
    const after = await (await fetch(`${own.url}/dashboard`, { headers: { cookie } })).text();
    assert.match(after, /No rollout is running\./);
    const ended = after.slice(
      after.indexOf('<caption id="rollouts-ended">'),
      after.indexOf('id="approvals"'),
    );
    assert.match(ended, /<span class="bad">aborted<\/span> by guard rail/);
    assert.match(ended, /error rate 20% \(20 of 100 loads\) against the stable version/);
  });
});
