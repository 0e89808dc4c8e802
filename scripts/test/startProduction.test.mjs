// The production-mode start refuses to run without real secrets or with the dev mailbox on.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { requireSecrets } from '../start-production.mjs';

const secret = 'k3Yq9vT1xZ8mW2pL7rB5nC4dF6gH0jS2aE9uI1oP';

describe('the production-mode start', () => {
  it('refuses a missing, short or placeholder JWT_SECRET', () => {
    assert.match(requireSecrets({}).join('\n'), /JWT_SECRET is not set/);
    assert.match(requireSecrets({ JWT_SECRET: 'short-secret' }).join('\n'), /shorter than 32/);
    assert.match(requireSecrets({ JWT_SECRET: 'x'.repeat(40) }).join('\n'), /placeholder/);
    assert.match(
      requireSecrets({ JWT_SECRET: 'abababababababababababababababababab' }).join('\n'),
      /placeholder/,
    );
  });

  it('refuses the dev mailbox and half a database configuration', () => {
    assert.match(requireSecrets({ JWT_SECRET: secret, GAIDO_DEV_MAILBOX: '1' }).join('\n'), /dev mailbox/);
    assert.match(
      requireSecrets({ JWT_SECRET: secret, DATABASE_URL: 'postgres://db/gaido' }).join('\n'),
      /both DATABASE_URL/,
    );
  });

  it('accepts a real secret', () => {
    assert.deepEqual(requireSecrets({ JWT_SECRET: secret }), []);
  });
});
