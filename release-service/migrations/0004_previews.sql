-- Previews: a branch's builds of one or more remotes served over a base environment's pins, under an
-- environment name of their own (preview-<branch>), until they expire or are removed. A preview that
-- ended keeps its row (and its audit entries) and is listed as expired or removed; publishing the
-- branch again starts it afresh.
CREATE TABLE previews (
  name text PRIMARY KEY,
  branch text NOT NULL,
  base_environment text NOT NULL REFERENCES environments (name),
  remotes jsonb NOT NULL DEFAULT '{}',
  created_by uuid NOT NULL REFERENCES accounts (id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  removed_by uuid REFERENCES accounts (id),
  removed_at timestamptz
);
