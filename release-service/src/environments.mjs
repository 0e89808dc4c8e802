// The environments the service enforces: written from the declared file (release/environments.json)
// at start, read by every change.
import { sql } from 'drizzle-orm';
import { rows } from './db.mjs';
import { ServiceError } from './errors.mjs';

/**
 * Declared environments (release/environments.json) written to the database at start: the file is
 * the reviewed policy, the database what the service enforces.
 * @param {Map<string, any>} declared
 */
export async function syncEnvironments(db, declared) {
  for (const policy of declared.values()) {
    await db.execute(
      sql`INSERT INTO environments (name, protected, local, overrides, integrity, listed, override_origins, description)
          VALUES (${policy.name}, ${policy.protected}, ${policy.local}, ${policy.overrides}, ${policy.integrity},
                  ${policy.listed}, ${JSON.stringify(policy.overrideOrigins)}::jsonb, ${policy.description})
          ON CONFLICT (name) DO UPDATE SET protected = EXCLUDED.protected, local = EXCLUDED.local,
            overrides = EXCLUDED.overrides, integrity = EXCLUDED.integrity, listed = EXCLUDED.listed,
            override_origins = EXCLUDED.override_origins, description = EXCLUDED.description`,
    );
  }
}

function environmentView(row) {
  return {
    name: row.name,
    protected: row.protected,
    local: row.local,
    overrides: row.overrides,
    integrity: row.integrity,
    listed: row.listed,
    overrideOrigins: row.override_origins ?? [],
    description: row.description,
  };
}

export async function listEnvironments(db) {
  return (await rows(db, sql`SELECT * FROM environments ORDER BY name`)).map(environmentView);
}

export async function requireEnvironment(db, name) {
  const [row] = name ? await rows(db, sql`SELECT * FROM environments WHERE name = ${name}`) : [];
  if (row) return environmentView(row);
  const names = (await listEnvironments(db)).map((item) => item.name);
  throw new ServiceError(
    404,
    'unknown-environment',
    `Unknown environment "${name}". Declared environments: ${names.join(', ')} (release/environments.json)`,
  );
}
