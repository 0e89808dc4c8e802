// The access-control matrix (OWASP ASVS V4): every route the app serves, enumerated from
// the Hono app itself, called as anonymous, as another signed-in user and as the owner of the data.
// A route nobody classified in endpoints.ts fails the first test, so new routes cannot skip this.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi } from '../harness';
import { type Access, ENDPOINTS, enumerateRoutes, type Role, type Sent, send } from './endpoints';
import { openWorld, type Person, userDataDigest, type World } from './world';

let world: World;
let bystanderBefore: string;
beforeAll(async () => {
  world = await openWorld();
  bystanderBefore = await userDataDigest(world.api, world.bystander.id);
}, 120_000);
afterAll(async () => {
  await world?.api.close();
});

const ROLES: Role[] = ['anonymous', 'intruder', 'owner'];

interface MatrixRow {
  route: string;
  access: Access;
  statuses: Record<Role, number>;
  verdict: 'ok' | string;
}
const matrix: MatrixRow[] = [];

function tokenOf(role: Role): string | undefined {
  if (role === 'anonymous') return undefined;
  return role === 'intruder' ? world.intruder.accessToken : world.owner.accessToken;
}

/** What another user must never see: the owner's ids, email, name and records. */
function ownerMarkers(subject: Person): string[] {
  return [
    subject.id,
    subject.email,
    subject.name,
    world.ownerData.folderId,
    world.ownerData.folderName,
    world.ownerData.heldBookingId,
    world.ownerData.paidBookingId,
    world.ownerData.paymentId,
  ];
}

async function renewIfSignedOut(person: Person) {
  if ((await world.api.get('/auth/me', { token: person.accessToken })).status !== 401) return;
  const session = await world.api.login(person.email, person.password);
  person.accessToken = session.accessToken;
  person.refreshToken = session.refreshToken;
}

function expectedStatus(access: Access, role: Role, override?: number): (status: number) => boolean {
  if (override !== undefined) return (status) => status === override;
  const ok = (status: number) => status >= 200 && status < 300;
  if (role === 'owner' || access === 'public' || access === 'dev-only') return ok;
  if (access === 'credential') return (status) => status >= 400 && status < 500;
  if (role === 'anonymous') return (status) => status === 401;
  return access === 'owned' ? (status) => status === 404 : ok;
}

function describeExpectation(access: Access, role: Role, override?: number): string {
  if (override !== undefined) return String(override);
  if (role === 'owner' || access === 'public' || access === 'dev-only') return '2xx';
  if (access === 'credential') return '4xx';
  if (role === 'anonymous') return '401';
  return access === 'owned' ? '404' : '2xx (own data only)';
}

describe('the access-control matrix', () => {
  it('classifies every route the app serves, and only those', () => {
    const served = enumerateRoutes(world.api.app);
    const unclassified = served.filter((route) => !ENDPOINTS[route]);
    const stale = Object.keys(ENDPOINTS).filter((route) => !served.includes(route));
    expect(unclassified, 'add these routes to test/security/endpoints.ts').toEqual([]);
    expect(stale, 'these classified routes are no longer served').toEqual([]);
    expect(served.length).toBeGreaterThan(60);
  });

  it('answers 401 to anonymous, 404 to another user and 2xx to the owner, on every route', async () => {
    const failures: string[] = [];
    for (const route of enumerateRoutes(world.api.app)) {
      const spec = ENDPOINTS[route];
      if (!spec) continue;
      const prepared = await spec.prepare(world);
      const subject = prepared.subject ?? world.owner;
      const statuses = {} as Record<Role, number>;
      const problems: string[] = [];
      const before = await userDataDigest(world.api, subject.id);
      for (const role of ROLES) {
        const call = await prepared.call(role);
        const token = role === 'owner' ? subject.accessToken : tokenOf(role);
        const response: Sent = await send(world, route, call, token);
        statuses[role] = response.status;
        if (!expectedStatus(spec.access, role, spec.expect?.[role])(response.status)) {
          problems.push(
            `${role}: ${response.status}, expected ${describeExpectation(spec.access, role, spec.expect?.[role])} (${JSON.stringify(response.body).slice(0, 160)})`,
          );
        }
        if (response.status >= 400 && typeof response.body?.message !== 'string') {
          problems.push(`${role}: ${response.status} without a JSON message`);
        }
        if (role !== 'owner') {
          // Whatever the answer, nothing of the owner's was read or changed by someone else.
          const text = JSON.stringify(response.body ?? '');
          const leaked = ownerMarkers(subject).filter((marker) => marker && text.includes(marker));
          if (leaked.length && spec.access !== 'public') problems.push(`${role} saw ${leaked.join(', ')}`);
          if ((await userDataDigest(world.api, subject.id)) !== before) {
            problems.push(`${role} changed the owner's data`);
          }
        }
      }
      matrix.push({
        route,
        access: spec.access,
        statuses,
        verdict: problems.length ? problems.join('; ') : 'ok',
      });
      // Logout with the intruder's bearer rightly ends the intruder's own session: sign in again.
      await renewIfSignedOut(world.intruder);
      if (problems.length) failures.push(`${route}: ${problems.join('; ')}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('serves no dev-only route in production', async () => {
    const production = await openTestApi({ devMailbox: false, devAnalytics: false });
    try {
      const served = enumerateRoutes(production.app);
      const devOnly = Object.entries(ENDPOINTS)
        .filter(([, spec]) => spec.access === 'dev-only')
        .map(([route]) => route);
      expect(devOnly.length).toBeGreaterThan(0);
      for (const route of devOnly) {
        expect(served).not.toContain(route);
        const path = route.split(' ')[1]!.replace(/^\/api\/v1/, '');
        expect((await production.get(path)).status).toBe(404);
      }
    } finally {
      await production.close();
    }
  });

  it("leaves the bystander's data exactly as it was", async () => {
    // The bystander was never named in a request; a changed digest would mean a query reached them.
    expect(await userDataDigest(world.api, world.bystander.id)).toBe(bystanderBefore);
  });
});

afterAll(() => {
  if (!matrix.length) return;
  // The matrix itself, for the run log and the release note ("It must show").
  const counts = new Map<Access, number>();
  for (const row of matrix) counts.set(row.access, (counts.get(row.access) ?? 0) + 1);
  const lines = matrix.map(
    (row) =>
      `${row.route.padEnd(52)} ${row.access.padEnd(12)} ${String(row.statuses.anonymous).padStart(4)} ${String(row.statuses.intruder).padStart(8)} ${String(row.statuses.owner).padStart(5)}  ${row.verdict}`,
  );
  const failed = matrix.filter((row) => row.verdict !== 'ok').length;
  console.log(
    [
      `Access-control matrix: ${matrix.length} routes x 3 roles = ${matrix.length * 3} calls, ${failed} failing`,
      `  by class: ${[...counts].map(([access, count]) => `${access} ${count}`).join(', ')}`,
      `${'route'.padEnd(52)} ${'class'.padEnd(12)} anon intruder owner`,
      ...lines,
    ].join('\n'),
  );
});
