-- The release service's data: accounts and their tokens, the declared environments, immutable
-- releases, the host deployed in each environment, the current pin of each remote per environment
-- with its history, forced production pins waiting for a second release-admin, and the audit log.

CREATE TABLE accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('local', 'releaser', 'release-admin')),
  password_hash text,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint

CREATE TABLE tokens (
  token_hash text PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  label text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
--> statement-breakpoint

CREATE TABLE environments (
  name text PRIMARY KEY,
  protected boolean NOT NULL,
  local boolean NOT NULL,
  overrides boolean NOT NULL,
  integrity boolean NOT NULL,
  listed boolean NOT NULL,
  override_origins jsonb NOT NULL DEFAULT '[]',
  description text NOT NULL DEFAULT ''
);
--> statement-breakpoint

CREATE TABLE releases (
  remote text NOT NULL,
  version text NOT NULL,
  content_hash text NOT NULL,
  commit text NOT NULL,
  built_at timestamptz,
  published_at timestamptz NOT NULL DEFAULT now(),
  published_by uuid NOT NULL REFERENCES accounts (id),
  metadata jsonb NOT NULL,
  PRIMARY KEY (remote, version)
);
--> statement-breakpoint

CREATE TABLE host_deployments (
  id bigserial PRIMARY KEY,
  environment text NOT NULL REFERENCES environments (name),
  record jsonb NOT NULL,
  deployed_at timestamptz NOT NULL DEFAULT now(),
  deployed_by uuid NOT NULL REFERENCES accounts (id)
);
--> statement-breakpoint
CREATE INDEX host_deployments_environment ON host_deployments (environment, id DESC);
--> statement-breakpoint

CREATE TABLE pins (
  environment text NOT NULL REFERENCES environments (name),
  remote text NOT NULL,
  version text NOT NULL,
  revision integer NOT NULL,
  action text NOT NULL,
  at timestamptz NOT NULL,
  by_account uuid NOT NULL REFERENCES accounts (id),
  forced boolean NOT NULL DEFAULT false,
  PRIMARY KEY (environment, remote),
  FOREIGN KEY (remote, version) REFERENCES releases (remote, version)
);
--> statement-breakpoint

CREATE TABLE pin_history (
  id bigserial PRIMARY KEY,
  environment text NOT NULL,
  remote text NOT NULL,
  version text NOT NULL,
  revision integer NOT NULL,
  action text NOT NULL,
  at timestamptz NOT NULL,
  by_account uuid NOT NULL REFERENCES accounts (id),
  from_version text,
  source_environment text,
  forced boolean NOT NULL DEFAULT false,
  mismatches jsonb NOT NULL DEFAULT '[]',
  approved_by uuid REFERENCES accounts (id),
  UNIQUE (environment, remote, revision)
);
--> statement-breakpoint

CREATE TABLE force_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  environment text NOT NULL REFERENCES environments (name),
  remote text NOT NULL,
  version text NOT NULL,
  expected_revision integer NOT NULL,
  action text NOT NULL,
  source_environment text,
  mismatches jsonb NOT NULL,
  requested_by uuid NOT NULL REFERENCES accounts (id),
  requested_at timestamptz NOT NULL DEFAULT now(),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'applied', 'stale')),
  approved_by uuid REFERENCES accounts (id),
  approved_at timestamptz
);
--> statement-breakpoint

CREATE TABLE audit (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  account_id uuid REFERENCES accounts (id),
  actor text NOT NULL,
  action text NOT NULL,
  environment text,
  remote text,
  version text,
  details jsonb NOT NULL DEFAULT '{}'
);
--> statement-breakpoint

-- Nothing rewrites history: an UPDATE or DELETE on the audit log fails, whoever sends it.
CREATE FUNCTION audit_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_append_only BEFORE UPDATE OR DELETE ON audit
  FOR EACH ROW EXECUTE FUNCTION audit_is_append_only();
--> statement-breakpoint
