-- Canary rollouts: a remote's version served to a share of an environment's travellers beside its pin
-- (the stable version), until it is promoted (it becomes the pin) or aborted (everyone back on the pin).
-- The share is in basis points (a hundredth of a percent), as host servers compare a traveller's bucket.
-- A schedule (steps, in basis points, and the time between them) is advanced by the service.

CREATE TABLE rollouts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  environment text NOT NULL REFERENCES environments (name),
  remote text NOT NULL,
  version text NOT NULL,
  stable_version text NOT NULL,
  stable_revision integer NOT NULL,
  basis_points integer NOT NULL CHECK (basis_points BETWEEN 0 AND 10000),
  steps jsonb,
  interval_ms bigint,
  step_index integer NOT NULL DEFAULT 0,
  step_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'promoted', 'aborted')),
  started_by uuid NOT NULL REFERENCES accounts (id),
  started_at timestamptz NOT NULL,
  ended_by uuid REFERENCES accounts (id),
  ended_at timestamptz,
  FOREIGN KEY (remote, version) REFERENCES releases (remote, version)
);
--> statement-breakpoint
CREATE UNIQUE INDEX rollouts_one_active ON rollouts (environment, remote) WHERE status = 'active';
--> statement-breakpoint

-- A rollout step in a protected environment waits for a second release-admin, as a forced pin does:
-- the step's parameters ride on the request.
ALTER TABLE force_requests ADD COLUMN rollout jsonb;
