// The release dashboard: what every environment runs, the rollouts and their health, the approvals
// waiting, the audit log and the previews, as server-rendered pages of the release service, for the
// same accounts and roles as the API (docs/releases.md "The release dashboard").
//
// No script runs on these pages, so the Content-Security-Policy allows none. The session is the
// release token in an HttpOnly, SameSite=Strict cookie scoped to the dashboard's path; every POST also
// carries a token derived from the session and must come from this origin (docs/security.md "The
// release dashboard"). Every change goes through the service's own functions: the four-eyes rules, the
// roles and the audit entries are the API's.
import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { html } from 'hono/html';
import { LOGIN_TOKEN_TTL_MS } from './accounts.mjs';
import { ServiceError } from './errors.mjs';

/** The cookie that holds a dashboard session's release token. */
export const SESSION_COOKIE = 'gaido-release-session';
export const DASHBOARD_PATH = '/dashboard';
/** A form of the dashboard is small: a sign-in, a request id. */
const FORM_BODY_LIMIT = 16 * 1024;
const AUDIT_PAGE_SIZE = 25;
/** How many ended rollouts the dashboard lists, newest first. */
const ENDED_ROLLOUTS = 10;

const STYLESHEET = readFileSync(new URL('./dashboard.css', import.meta.url), 'utf8');

/** No script, no frames, no other origin: the pages are HTML and one stylesheet. */
export const DASHBOARD_CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/** The token a form of this session carries: only a page of this session can know it. */
export function csrfToken(sessionToken) {
  return createHash('sha256').update(`gaido dashboard form\n${sessionToken}`).digest('base64url');
}

function sameToken(a, b) {
  const left = Buffer.from(String(a ?? ''));
  const right = Buffer.from(String(b ?? ''));
  return left.length === right.length && timingSafeEqual(left, right);
}

const iso = (value) => (value ? new Date(value).toISOString() : null);

/** "4 min", "3 h", "2 d": how long ago, for a person scanning a table. */
export function age(value, now) {
  if (!value) return '';
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(value).getTime()) / 1000));
  if (seconds < 90) return `${seconds} s`;
  if (seconds < 90 * 60) return `${Math.round(seconds / 60)} min`;
  if (seconds < 36 * 3600) return `${Math.round(seconds / 3600)} h`;
  return `${Math.round(seconds / 86400)} d`;
}

function time(value, now) {
  if (!value) return html`<span class="muted">—</span>`;
  return html`<time datetime="${iso(value)}">${age(value, now)} ago</time>`;
}

function detailsList(details) {
  const entries = Object.entries(details ?? {});
  if (!entries.length) return '';
  return html`<ul class="details">
    ${entries.map(
      ([key, value]) =>
        html`<li>${key}: <code>${typeof value === 'string' ? value : JSON.stringify(value)}</code></li>`,
    )}
  </ul>`;
}

function page({ title, account, csrf, body, notice, alert }) {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="${DASHBOARD_PATH}/dashboard.css">
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header>
  <p><strong>Gaido releases</strong></p>
  ${
    account
      ? html`<nav aria-label="Sections">
    <ul>
      <li><a href="#environments">Environments</a></li>
      <li><a href="#rollouts">Rollouts</a></li>
      <li><a href="#approvals">Approvals</a></li>
      <li><a href="#audit">Audit log</a></li>
      <li><a href="#previews">Previews</a></li>
    </ul>
  </nav>
  <p>Signed in as <strong>${account.email}</strong> (${account.role})</p>
  <form class="inline" method="post" action="${DASHBOARD_PATH}/sign-out">
    <input type="hidden" name="csrf" value="${csrf}">
    <button type="submit" class="quiet">Sign out</button>
  </form>`
      : ''
  }
</header>
<main id="main" tabindex="-1">
${notice ? html`<p class="notice" role="status">${notice}</p>` : ''}
${alert ? html`<p class="alert" role="alert">${alert}</p>` : ''}
${body}
</main>
</body>
</html>`;
}

function signInPage({ alert, email = '' } = {}) {
  return page({
    title: 'Sign in · Gaido releases',
    alert,
    body: html`<h1>Sign in to the release dashboard</h1>
<p>Use your release account, the one <code>pnpm release login</code> signs in with.</p>
<form class="sign-in" method="post" action="${DASHBOARD_PATH}/sign-in">
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="username" required value="${email}">
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required>
  <button type="submit">Sign in</button>
</form>`,
  });
}

function tableRegion(id, caption, head, rows, empty) {
  if (!rows.length) return html`<p id="${id}" class="muted">${empty}</p>`;
  return html`<div class="table" role="region" aria-labelledby="${id}" tabindex="0">
<table>
  <caption id="${id}">${caption}</caption>
  <thead><tr>${head.map((name) => html`<th scope="col">${name}</th>`)}</tr></thead>
  <tbody>${rows}</tbody>
</table>
</div>`;
}

function compatibilityCell(row) {
  if (!row.pinned) return html`<span class="muted">not pinned</span>`;
  if (row.compatible) return html`<span class="good">compatible</span>`;
  return html`<span class="bad">${row.checked ? 'incompatible' : 'not checked'}</span>
    <ul class="details">${row.mismatches.map((message) => html`<li>${message}</li>`)}</ul>`;
}

function environmentsSection({ rows, owners, now, all }) {
  const byEnvironment = new Map();
  for (const row of rows) {
    if (!byEnvironment.has(row.environment)) byEnvironment.set(row.environment, []);
    byEnvironment.get(row.environment).push(row);
  }
  return html`<h2 id="environments">Environments</h2>
<p>What each environment runs, and the gate's verdict against the host recorded there.
${all ? html`<a href="${DASHBOARD_PATH}">Listed environments only</a>` : html`<a href="${DASHBOARD_PATH}?all=1">Every environment</a>`}</p>
${[...byEnvironment].map(([environment, list]) =>
  tableRegion(
    `env-${environment}`,
    environment,
    ['Remote', 'Version', 'Pinned', 'Owners', 'Compatibility'],
    list.map(
      (row) => html`<tr>
    <th scope="row">${row.remote}</th>
    <td>${row.pinned ? html`<code>${row.version}</code>${row.forced ? html` <span class="bad">(forced)</span>` : ''}` : html`<span class="muted">—</span>`}</td>
    <td>${row.pinned ? html`${time(row.pinnedAt, now)} by ${row.pinnedBy}` : ''}</td>
    <td>${owners.ownersOf(row.remote).join(', ')}</td>
    <td>${compatibilityCell(row)}</td>
  </tr>`,
    ),
    `Nothing is pinned in ${environment}.`,
  ),
)}`;
}

/** A bar for one number against the larger of the two compared: its length is the only thing drawn. */
function bar(value, max, channel) {
  const width = max > 0 && Number.isFinite(value) ? Math.max(1, Math.round((value / max) * 100)) : 0;
  return html`<svg class="bar" viewBox="0 0 100 8" width="100" height="8" aria-hidden="true" focusable="false"><rect class="${channel}" width="${width}" height="8"></rect></svg>`;
}

const HEALTH_MEASURES = [
  { label: 'Page loads', key: 'loads', unit: '' },
  { label: 'Error rate', key: 'errorRate', unit: '%' },
  { label: 'p75 first render', key: 'firstRenderP75Ms', unit: ' ms' },
];

/**
 * A running rollout's real-user health as the service reads it (GET /v1/rollouts: `health`): canary
 * against stable for loads, error rate and p75 first render, each a number and a bar, and the guard
 * rails' verdict. Read again on every page load.
 */
export function healthView(rollout) {
  const health = rollout.health;
  if (!health) return html`<span class="muted">no health reported</span>`;
  if (!health.available) return html`<span class="muted">${health.reason ?? 'health unavailable'}</span>`;
  const verdict = health.verdict ?? { state: 'unknown', breaches: [] };
  const value = (side, key, unit) => {
    const number = side?.[key];
    return number === null || number === undefined ? '—' : `${Math.round(number * 100) / 100}${unit}`;
  };
  return html`<table class="health">
    <caption>Health of ${rollout.remote} in ${rollout.environment}: <span class="${verdict.state === 'breached' ? 'bad' : verdict.state === 'healthy' ? 'good' : 'muted'}">${verdict.state}</span></caption>
    <thead><tr><th scope="col">Measure</th><th scope="col">Canary</th><th scope="col">Stable</th></tr></thead>
    <tbody>${HEALTH_MEASURES.map(({ label, key, unit }) => {
      const max = Math.max(Number(health.canary?.[key]) || 0, Number(health.stable?.[key]) || 0);
      return html`<tr>
      <th scope="row">${label}</th>
      <td>${value(health.canary, key, unit)} ${bar(Number(health.canary?.[key]), max, 'canary')}</td>
      <td>${value(health.stable, key, unit)} ${bar(Number(health.stable?.[key]), max, 'stable')}</td>
    </tr>`;
    })}</tbody>
  </table>
  ${verdict.waitingFor ? html`<p class="muted">Waiting for ${verdict.waitingFor}</p>` : ''}
  ${verdict.breaches?.length ? html`<ul class="details bad">${verdict.breaches.map((breach) => html`<li>${breach.message}</li>`)}</ul>` : ''}`;
}

function rolloutsSection({ rollouts, now }) {
  return html`<h2 id="rollouts">Rollouts</h2>
${tableRegion(
  'rollouts-table',
  'Running rollouts',
  ['Remote', 'Environment', 'Canary', 'Stable', 'Share', 'Schedule', 'Started', 'Health'],
  rollouts.map(
    (rollout) => html`<tr>
    <th scope="row">${rollout.remote}</th>
    <td>${rollout.environment}</td>
    <td><code>${rollout.version}</code></td>
    <td><code>${rollout.stable}</code></td>
    <td>${rollout.percent}%</td>
    <td>${
      rollout.steps
        ? html`${rollout.steps.map((step) => `${step}%`).join(' → ')}${rollout.nextStepAt ? html`; next step <time datetime="${rollout.nextStepAt}">${rollout.nextStepAt}</time>` : ''}`
        : html`<span class="muted">by hand</span>`
    }</td>
    <td>${time(rollout.startedAt, now)} by ${rollout.startedBy}</td>
    <td>${healthView(rollout)}</td>
  </tr>`,
  ),
  'No rollout is running.',
)}`;
}

/**
 * The rollouts that ended lately, promoted or aborted, and why: an abort by the guard rails carries
 * the breach in words with its numbers, from its audit entry.
 */
function endedRolloutsSection({ ended, aborts, now }) {
  return tableRegion(
    'rollouts-ended',
    'Rollouts ended lately',
    ['Remote', 'Environment', 'Canary', 'Ended', 'Why'],
    ended.map((rollout) => {
      const abort = aborts.get(rollout.id);
      return html`<tr>
    <th scope="row">${rollout.remote}</th>
    <td>${rollout.environment}</td>
    <td><code>${rollout.version}</code></td>
    <td><span class="${rollout.status === 'aborted' ? 'bad' : 'good'}">${rollout.status}</span> by ${rollout.endedBy ?? 'someone'}, ${time(rollout.endedAt, now)}</td>
    <td>${abort?.reason ? abort.reason : rollout.status === 'aborted' ? html`<span class="muted">by hand</span>` : html`<span class="muted">the canary became the pin</span>`}</td>
  </tr>`;
    }),
    'No rollout has ended.',
  );
}

function approveForm({ kind, id, csrf, label }) {
  return html`<form class="inline" method="post" action="${DASHBOARD_PATH}/approvals/${kind}/${id}">
    <input type="hidden" name="csrf" value="${csrf}">
    <button type="submit" aria-label="${label}">Approve</button>
  </form>`;
}

function describeStep(request) {
  const what = request.action.startsWith('rollout-')
    ? `${request.action.replace('rollout-', 'rollout ')}${request.percent !== undefined ? ` to ${request.percent}%` : ''}`
    : `forced ${request.action}`;
  return `${what} of ${request.remote}@${request.version} in ${request.environment}`;
}

function approvalsSection({ forces, accountRequests, account, csrf, now }) {
  const admin = account.role === 'release-admin';
  return html`<h2 id="approvals">Approvals waiting</h2>
<p>Each needs a second release-admin, independent of whoever asked for it.${admin ? '' : ' Your role cannot approve.'}</p>
${tableRegion(
  'approvals-releases',
  'Forced pins and rollout steps',
  ['Request', 'Asked by', 'Gate', 'Approve'],
  forces.map(
    (request) => html`<tr>
    <th scope="row">${describeStep(request)}</th>
    <td>${request.requestedBy}, ${time(request.requestedAt, now)}</td>
    <td>${request.mismatches?.length ? html`<ul class="details">${request.mismatches.map((message) => html`<li>${message}</li>`)}</ul>` : html`<span class="good">passes</span>`}</td>
    <td>${admin && request.requestedBy !== account.email ? approveForm({ kind: 'releases', id: request.id, csrf, label: `Approve ${describeStep(request)}` }) : html`<span class="muted">${request.requestedBy === account.email ? 'yours' : 'release-admin only'}</span>`}</td>
  </tr>`,
  ),
  'No forced pin or rollout step is waiting.',
)}
${tableRegion(
  'approvals-accounts',
  'Account changes',
  ['Account', 'Change', 'Asked by', 'Approve'],
  accountRequests.map(
    (request) => html`<tr>
    <th scope="row">${request.email}</th>
    <td>${request.role ?? ''} ${Array.isArray(request.changes) ? request.changes.join(', ') : detailsList(request.changes)}</td>
    <td>${request.requestedBy}, ${time(request.requestedAt, now)}</td>
    <td>${admin && request.requestedBy !== account.email ? approveForm({ kind: 'accounts', id: request.id, csrf, label: `Approve the account change of ${request.email}` }) : html`<span class="muted">${request.requestedBy === account.email ? 'yours' : 'release-admin only'}</span>`}</td>
  </tr>`,
  ),
  'No account change is waiting.',
)}`;
}

function auditSection({ audit, before, now }) {
  const query = (cursor) => `${DASHBOARD_PATH}?before=${encodeURIComponent(cursor)}#audit`;
  return html`<h2 id="audit">Audit log</h2>
${tableRegion(
  'audit-table',
  before ? `Audit log, entries before ${before}` : 'Audit log, newest first',
  ['Entry', 'When', 'Who', 'What', 'Where', 'Details'],
  audit.entries.map(
    (entry) => html`<tr>
    <th scope="row">${entry.id}</th>
    <td>${time(entry.at, now)}</td>
    <td>${entry.actor}</td>
    <td>${entry.action}</td>
    <td>${[entry.environment, entry.remote && `${entry.remote}${entry.version ? `@${entry.version}` : ''}`].filter(Boolean).join(' · ')}</td>
    <td>${detailsList(entry.details)}</td>
  </tr>`,
  ),
  'The audit log is empty.',
)}
<nav class="pager" aria-label="Audit log pages">
  ${before ? html`<a href="${DASHBOARD_PATH}#audit">Newest entries</a>` : ''}
  ${audit.older ? html`<a href="${query(audit.older)}">Older entries</a>` : ''}
</nav>`;
}

function previewsSection({ previews, now }) {
  return html`<h2 id="previews">Previews</h2>
${tableRegion(
  'previews-table',
  'Preview environments',
  ['Preview', 'Branch', 'Base', 'Builds', 'Created', 'Expires', 'State'],
  previews.map(
    (preview) => html`<tr>
    <th scope="row"><code>${preview.name}</code></th>
    <td>${preview.branch}</td>
    <td>${preview.base}</td>
    <td>${Object.entries(preview.remotes).map(([remote, version]) => html`<code>${remote}@${version}</code> `)}</td>
    <td>${time(preview.createdAt, now)} by ${preview.createdBy}</td>
    <td><time datetime="${preview.expiresAt}">${preview.expiresAt}</time></td>
    <td>${preview.state === 'active' ? html`<span class="good">active</span>` : html`<span class="muted">${preview.state}</span>`}</td>
  </tr>`,
  ),
  'No preview has been published.',
)}`;
}

/**
 * The dashboard's routes, mounted at /dashboard.
 * @param {import('./service.mjs').ReleaseService} service
 * @param {{ clientAddress: (c: any) => string }} options
 */
export function createDashboard(service, { clientAddress }) {
  const app = new Hono();

  /** Over TLS (directly, or behind a proxy that says so) the cookie is Secure. */
  const secure = (c) =>
    new URL(c.req.url).protocol === 'https:' ||
    c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';

  app.use('*', async (c, next) => {
    await next();
    c.header('Content-Security-Policy', DASHBOARD_CSP);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Frame-Options', 'DENY');
    c.header('Referrer-Policy', 'same-origin');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });

  /**
   * A POST must come from a page of this origin: a browser names the page's origin (Origin), or at
   * least whether it was this site (Sec-Fetch-Site). Either saying otherwise is a forged form.
   */
  app.use('*', async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const own = new URL(c.req.url).origin;
    if ((origin && origin !== own) || (site && site !== 'same-origin' && site !== 'none')) {
      throw new ServiceError(
        403,
        'cross-site',
        'A dashboard form was sent from another site; nothing was changed',
      );
    }
    return bodyLimit({
      maxSize: FORM_BODY_LIMIT,
      onError: () => {
        throw new ServiceError(413, 'too-large', 'The form is larger than the dashboard accepts');
      },
    })(c, next);
  });

  app.onError((error, c) => {
    if (error instanceof ServiceError) {
      return c.html(
        page({
          title: 'Refused · Gaido releases',
          alert: error.message,
          body: html`<h1>Refused</h1><p><a href="${DASHBOARD_PATH}">Back to the dashboard</a></p>`,
        }),
        error.status,
      );
    }
    console.error('[release dashboard]', error);
    return c.html(
      page({
        title: 'Error · Gaido releases',
        alert: 'The release service failed; nothing was changed',
        body: html`<h1>Error</h1>`,
      }),
      500,
    );
  });

  app.get('/dashboard.css', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.body(STYLESHEET, 200, { 'Content-Type': 'text/css; charset=utf-8' });
  });

  /** The signed-in account of this request and its token, or null. */
  async function session(c) {
    const token = getCookie(c, SESSION_COOKIE);
    if (!token) return null;
    try {
      return { account: await service.accounts.authenticate(token), token };
    } catch (error) {
      if (error instanceof ServiceError && error.status === 401) {
        deleteCookie(c, SESSION_COOKIE, { path: DASHBOARD_PATH });
        return null;
      }
      throw error;
    }
  }

  /** The signed-in session of a POST, whose form carries this session's token. */
  async function formSession(c) {
    const current = await session(c);
    if (!current) throw new ServiceError(401, 'no-token', 'Your dashboard session ended: sign in again');
    const form = await c.req.parseBody();
    if (!sameToken(form.csrf, csrfToken(current.token))) {
      throw new ServiceError(
        403,
        'bad-form',
        'This form is not from your dashboard session; nothing was changed',
      );
    }
    return { ...current, form };
  }

  async function dashboard(c, { account, token }, { notice, alert, status = 200 } = {}) {
    const now = new Date();
    const all = c.req.query('all') === '1';
    const before = c.req.query('before') ?? null;
    const [rows, everyRollout, forces, accountRequests, audit, previews, recent] = await Promise.all([
      service.status({ environments: [], all }),
      service.rollouts({ all: true }),
      service.pendingForces(),
      service.accounts.pendingRequests(),
      service.auditPage({ before, limit: AUDIT_PAGE_SIZE }),
      service.listPreviews({ all: true }),
      service.audit({ limit: 500 }),
    ]);
    const rollouts = everyRollout.filter((rollout) => rollout.status === 'active');
    const ended = everyRollout.filter((rollout) => rollout.status !== 'active').slice(0, ENDED_ROLLOUTS);
    const aborts = new Map(
      recent.filter((entry) => entry.action === 'rollout-abort').map((entry) => [entry.rollout, entry]),
    );
    const csrf = csrfToken(token);
    const body = html`<h1>Releases</h1>
${environmentsSection({ rows, owners: service.owners, now, all })}
${rolloutsSection({ rollouts, now })}
${endedRolloutsSection({ ended, aborts, now })}
${approvalsSection({ forces, accountRequests, account, csrf, now })}
${auditSection({ audit, before, now })}
${previewsSection({ previews, now })}`;
    return c.html(page({ title: 'Gaido releases', account, csrf, body, notice, alert }), status);
  }

  app.get('/', async (c) => {
    const current = await session(c);
    // Nothing is shown to a browser that has not signed in: the sign-in form, refused.
    if (!current) return c.html(signInPage(), 401);
    return dashboard(c, current);
  });

  app.post('/sign-in', async (c) => {
    const form = await c.req.parseBody();
    const email = typeof form.email === 'string' ? form.email : '';
    try {
      const signedIn = await service.accounts.signIn(
        email,
        typeof form.password === 'string' ? form.password : '',
        clientAddress(c),
      );
      setCookie(c, SESSION_COOKIE, signedIn.token, {
        path: DASHBOARD_PATH,
        httpOnly: true,
        sameSite: 'Strict',
        secure: secure(c),
        maxAge: Math.floor(LOGIN_TOKEN_TTL_MS / 1000),
      });
      return c.redirect(DASHBOARD_PATH, 303);
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      if (error.headers) for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.html(signInPage({ alert: error.message, email }), error.status);
    }
  });

  app.post('/sign-out', async (c) => {
    const { account, token } = await formSession(c);
    await service.accounts.revokeToken(account, token);
    deleteCookie(c, SESSION_COOKIE, { path: DASHBOARD_PATH });
    return c.html(signInPage(), 200);
  });

  /** A second release-admin approves from here under the API's rules (role, four eyes, independence). */
  app.post('/approvals/:kind/:id', async (c) => {
    const current = await formSession(c);
    const kind = c.req.param('kind');
    const id = c.req.param('id');
    try {
      if (kind === 'releases') {
        const result = await service.approve(current.account, id);
        return dashboard(c, current, {
          notice: `Approved: ${describeStep({ ...result, action: result.action ?? `pin`, percent: result.percent })}, asked by ${result.requestedBy}.`,
        });
      }
      if (kind === 'accounts') {
        await service.accounts.approveRequest(current.account, id);
        return dashboard(c, current, { notice: 'Approved the account change.' });
      }
      throw new ServiceError(404, 'not-found', 'No such kind of approval');
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      return dashboard(c, current, { alert: error.message, status: error.status });
    }
  });

  return app;
}
