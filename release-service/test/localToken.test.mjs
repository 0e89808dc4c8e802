// The local admin's token file: written where the service's data folder should be, even when nothing
// else created that folder (a service on PostgreSQL writes nothing else there).
import assert from 'node:assert/strict';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { keepLocalAdminToken } from '../src/localToken.mjs';
import { tempDir } from './harness.mjs';

const issuer = (token) => ({ issue: async () => ({ token }) });

describe('the local admin token file', () => {
  it('is written in a data folder that does not exist yet, readable by its owner only', async () => {
    const file = join(tempDir(), 'releases', 'service', 'local-admin.token');
    await keepLocalAdminToken({ file, authenticate: async () => {}, ...issuer('grs_new') });
    assert.equal(readFileSync(file, 'utf8'), 'grs_new\n');
    assert.equal(statSync(file).mode & 0o777, 0o600);
  });

  it('keeps a token that still signs in and replaces one that does not', async () => {
    const file = join(tempDir(), 'local-admin.token');
    writeFileSync(file, 'grs_saved\n');
    await keepLocalAdminToken({ file, authenticate: async () => {}, ...issuer('grs_new') });
    assert.equal(readFileSync(file, 'utf8'), 'grs_saved\n');
    await keepLocalAdminToken({
      file,
      authenticate: async () => {
        throw new Error('unknown token');
      },
      ...issuer('grs_new'),
    });
    assert.equal(readFileSync(file, 'utf8'), 'grs_new\n');
  });
});
