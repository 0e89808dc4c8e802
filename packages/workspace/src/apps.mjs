// The platform's apps and their ports. No imports: the release CLI reads this from a checkout that has
// installed nothing.

/** Ports are fixed: a taken port fails loudly instead of moving (server.strictPort). */
export const PORTS = {
  host: 3000,
  mfe_tours: 3001,
  mfe_gems: 3002,
  mfe_account: 3003,
  mfe_onboarding: 3004,
  cdn: 3100,
  api: 4000,
  releases: 4100,
};

/**
 * Where `pnpm start` and `pnpm start:production` serve each service's Prometheus /metrics: on loopback,
 * apart from the public ports (docs/deploy.md, "Metrics"). `servers` is the process of the host and CDN
 * servers.
 */
export const METRICS_PORTS = {
  api: 9464,
  releases: 9465,
  servers: 9466,
};

/** Each remote's federation name and its package folder. */
export const REMOTES = {
  mfe_tours: 'mfe-tours',
  mfe_gems: 'mfe-gems',
  mfe_account: 'mfe-account',
  mfe_onboarding: 'mfe-onboarding',
};
