-- Accounts as an identity system: who brought each account into being or set its role or password
-- (its lineage, so nobody approves with an identity they control), tokens that expire when idle and
-- can be revoked, sign-in attempts counted in the database (every instance enforces one limit), and
-- account changes that wait for a second release-admin.

CREATE TABLE account_lineage (
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  sponsor_id uuid NOT NULL REFERENCES accounts (id),
  reason text NOT NULL CHECK (reason IN ('created', 'role', 'password')),
  at timestamptz NOT NULL,
  PRIMARY KEY (account_id, sponsor_id, reason)
);
--> statement-breakpoint
CREATE INDEX account_lineage_sponsor ON account_lineage (sponsor_id);
--> statement-breakpoint

ALTER TABLE tokens ADD COLUMN revoked_at timestamptz;
--> statement-breakpoint
ALTER TABLE tokens ADD COLUMN idle_ms bigint;
--> statement-breakpoint
ALTER TABLE tokens ADD COLUMN last_used_at timestamptz;
--> statement-breakpoint
CREATE INDEX tokens_account ON tokens (account_id);
--> statement-breakpoint

CREATE TABLE sign_in_attempts (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  client text NOT NULL,
  at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX sign_in_attempts_email ON sign_in_attempts (email, at);
--> statement-breakpoint
CREATE INDEX sign_in_attempts_client ON sign_in_attempts (client, at);
--> statement-breakpoint

CREATE TABLE account_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  name text,
  role text NOT NULL CHECK (role IN ('local', 'releaser', 'release-admin')),
  password_hash text,
  -- The target's role when the request was made (NULL: no such account yet): approving applies
  -- the change only to the account as its requester saw it.
  seen_role text,
  changes jsonb NOT NULL,
  requested_by uuid NOT NULL REFERENCES accounts (id),
  requested_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'applied', 'stale')),
  approved_by uuid REFERENCES accounts (id),
  approved_at timestamptz
);
--> statement-breakpoint
