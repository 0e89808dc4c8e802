// The release service's HTTP client: what `pnpm release`, `pnpm start` and the host servers use.
// It depends on nothing but Node's own modules, so a checkout that has not installed or built
// anything can still pin, roll back and read status.

/** A refusal of the service (or no service at all), with its HTTP status and machine-readable code. */
export class ReleaseServiceError extends Error {
  /** @param {string} message @param {{ status?: number, code?: string, details?: string[], current?: unknown }} [more] */
  constructor(message, { status = 0, code = 'unreachable', details = [], current } = {}) {
    super(message);
    this.name = 'ReleaseServiceError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.current = current;
  }
}

/** A connection that broke before any answer: the request may never have reached the service. */
const CONNECTION_BROKEN = new Set(['EPIPE', 'ECONNRESET', 'UND_ERR_SOCKET']);

/**
 * @param {{ url: string, token?: string | null, fetch?: typeof fetch, timeoutMs?: number }} options
 */
export function createReleaseClient({ url, token, fetch: fetchImpl = fetch, timeoutMs = 30_000 }) {
  const base = `${url.replace(/\/+$/, '')}/v1`;

  /**
   * `idempotent`: the call may be sent again when the connection broke before any answer came (a
   * kept-alive connection the service had just closed, say, after the caller spent seconds hashing a
   * build): only for calls whose repetition changes nothing, as a publish of the same bytes.
   */
  async function call(method, path, body, { idempotent = false } = {}) {
    let response;
    for (let attempt = 0; ; attempt++) {
      try {
        response = await fetchImpl(`${base}${path}`, {
          method,
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        break;
      } catch (error) {
        if (idempotent && attempt === 0 && CONNECTION_BROKEN.has(error.cause?.code)) continue;
        throw unreachable(error);
      }
    }
    return answer(response);
  }

  function unreachable(error) {
    return new ReleaseServiceError(
      `The release service at ${url} did not answer (${error.cause?.code ?? error.name}). Is it running? (pnpm start runs one; GAIDO_RELEASE_URL names another)`,
    );
  }

  async function answer(response) {
    const text = await response.text();
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: reported below
    }
    if (!response.ok) {
      const error = json?.error;
      throw new ReleaseServiceError(error?.message ?? `The release service answered ${response.status}`, {
        status: response.status,
        code: error?.code ?? 'http',
        details: error?.details ?? [],
        current: error?.current,
      });
    }
    return { status: response.status, body: json };
  }
  const get = async (path) => (await call('GET', path)).body;
  const enc = encodeURIComponent;

  return {
    url,
    login: async (email, password) => (await call('POST', '/sessions', { email, password })).body,
    /** Sign-out: this client's token stops working. */
    logout: async () => (await call('DELETE', '/sessions/current')).body,
    /** Sign-out everywhere: every token of this client's account stops working. */
    logoutEverywhere: async () => (await call('DELETE', '/sessions')).body,
    me: () => get('/me'),
    /** Changes this client's account's password; its other tokens end, this one keeps working. */
    changePassword: async (currentPassword, newPassword) =>
      (await call('PUT', '/me/password', { currentPassword, newPassword })).body,
    /** Applied at once (`pending: false`) or filed for a second release-admin (`pending: true`, `requestId`). */
    grant: async (email, input) => (await call('PUT', `/accounts/${enc(email)}`, input)).body,
    revokeTokens: async (email) => (await call('POST', `/accounts/${enc(email)}/revoke-tokens`, {})).body,
    accountRequests: async () => (await get('/account-requests')).requests,
    approveAccountChange: async (id) => (await call('POST', `/account-requests/${enc(id)}/approve`, {})).body,
    environments: async () => (await get('/environments')).environments,
    remotesFile: (environment) => get(`/environments/${enc(environment)}/remotes`),
    host: async (environment) => (await get(`/environments/${enc(environment)}/host`)).host,
    /** Records the host the environment's host servers serve, which must be `record`. */
    deployHost: async (environment, record, { force = false } = {}) =>
      (await call('PUT', `/environments/${enc(environment)}/host`, { record, force })).body.host,
    /** The live pins `record` would break in the environment, before it is rolled out. */
    checkHost: async (environment, record) =>
      (await call('POST', `/environments/${enc(environment)}/host/check`, { record })).body,
    verdict: (environment, remote, version) =>
      get(`/environments/${enc(environment)}/verdicts/${enc(remote)}/${enc(version)}`),
    listReleases: async (remote) => (await get(`/remotes/${enc(remote)}/releases`)).releases,
    release: (remote, version) => get(`/remotes/${enc(remote)}/releases/${enc(version)}`),
    /** @returns {Promise<{ created: boolean, release: any }>} */
    publish: async (remote, upload) =>
      (await call('POST', `/remotes/${enc(remote)}/releases`, upload, { idempotent: true })).body,
    pin: async (environment, remote, { version, expectedRevision, force = false }) =>
      (
        await call('PUT', `/environments/${enc(environment)}/pins/${enc(remote)}`, {
          version,
          expectedRevision,
          force,
        })
      ).body,
    rollback: async (environment, remote, { expectedRevision }) =>
      (
        await call('POST', `/environments/${enc(environment)}/pins/${enc(remote)}/rollback`, {
          expectedRevision,
        })
      ).body,
    promote: async (environment, remote, { from, expectedRevision, force = false }) =>
      (
        await call('POST', `/environments/${enc(environment)}/pins/${enc(remote)}/promote`, {
          from,
          expectedRevision,
          force,
        })
      ).body,
    /** The pin as a person reads it: version, revision, who set it and when (revision 0: never pinned). */
    pinOf: async (environment, remote) =>
      (await get(`/environments/${enc(environment)}/pins/${enc(remote)}`)).pin,
    /** Starts a rollout, or sets the share of the running one; in a protected environment it is filed (`pending`). */
    rollout: async (environment, remote, { version, percent, steps, intervalMs, guardRails }) =>
      (
        await call('PUT', `/environments/${enc(environment)}/rollouts/${enc(remote)}`, {
          version,
          percent,
          steps,
          intervalMs,
          guardRails,
        })
      ).body,
    /** The real-user health of the running (or latest) rollout of a remote, judged by its guard rails. */
    rolloutHealth: async (environment, remote) =>
      (await get(`/environments/${enc(environment)}/rollouts/${enc(remote)}/health`)).health,
    /** Mail the service sent (owners told of an automatic abort), newest first. */
    mail: async ({ remote, limit } = {}) => {
      const query = new URLSearchParams(
        Object.entries({ remote, limit })
          .filter(([, v]) => v !== undefined && v !== null)
          .map(([k, v]) => [k, String(v)]),
      );
      return (await get(`/mail?${query}`)).mail;
    },
    promoteRollout: async (environment, remote) =>
      (await call('POST', `/environments/${enc(environment)}/rollouts/${enc(remote)}/promote`, {})).body,
    abortRollout: async (environment, remote) =>
      (await call('POST', `/environments/${enc(environment)}/rollouts/${enc(remote)}/abort`, {})).body,
    rollouts: async ({ environments = [], all = false } = {}) => {
      const query = new URLSearchParams([
        ...environments.map((env) => ['env', env]),
        ...(all ? [['all', 'true']] : []),
      ]);
      return (await get(`/rollouts?${query}`)).rollouts;
    },
    /** Publishes a published version of a remote into the preview of a branch, over a base environment. */
    publishPreview: async ({ remote, version, branch, base, ttlMs }) =>
      (await call('POST', '/previews', { remote, version, branch, base, ttlMs })).body,
    previews: async ({ all = false } = {}) => (await get(`/previews${all ? '?all=true' : ''}`)).previews,
    removePreview: async (name) => (await call('DELETE', `/previews/${enc(name)}`)).body,
    forceRequests: async () => (await get('/force-requests')).requests,
    approve: async (id) => (await call('POST', `/force-requests/${enc(id)}/approve`, {})).body,
    status: async ({ environments = [], all = false } = {}) => {
      const query = new URLSearchParams([
        ...environments.map((env) => ['env', env]),
        ...(all ? [['all', 'true']] : []),
      ]);
      return (await get(`/status?${query}`)).rows;
    },
    audit: async ({ environment, remote, limit } = {}) => {
      const query = new URLSearchParams(
        Object.entries({ env: environment, remote, limit })
          .filter(([, v]) => v !== undefined && v !== null)
          .map(([k, v]) => [k, String(v)]),
      );
      return (await get(`/audit?${query}`)).entries;
    },
    /** The store read back against the recorded hashes: versions pinned in `environments`, or one version. */
    verifyStore: async ({ environments = [], all = false, remote, version } = {}) => {
      const query = new URLSearchParams([
        ...environments.map((env) => ['env', env]),
        ...(all ? [['all', 'true']] : []),
        ...(remote
          ? [
              ['remote', remote],
              ['version', String(version)],
            ]
          : []),
      ]);
      return (await get(`/verify?${query}`)).versions;
    },
    /** Every audit entry with its links, oldest first. */
    auditChain: async () => (await get('/audit/chain')).entries,
    /** The revision of a remote's pin in an environment as the service has it now (0: never pinned). */
    async revisionOf(environment, remote) {
      const file = await this.remotesFile(environment);
      return file.remotes?.[remote]?.revision ?? 0;
    },
  };
}
