import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { describe, it } from 'node:test';
import { isUp, waitFor } from '../src/stack.mjs';

/** A server on a free port of this machine that answers `status`; closed by the caller. */
async function serve(status) {
  const server = createServer((_request, response) => response.writeHead(status).end());
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}/health` };
}

describe('waiting for a server of the bench', () => {
  it('is up on a 2xx answer, not on an error status', async () => {
    const ok = await serve(200);
    const failing = await serve(503);
    try {
      assert.equal(await isUp(ok.url), true);
      assert.equal(await isUp(failing.url), false);
    } finally {
      ok.server.close();
      failing.server.close();
    }
  });

  it('gives up after its time, naming what it waited for', async () => {
    const failing = await serve(503);
    try {
      await assert.rejects(waitFor(failing.url, 500, 'the test API'), {
        message: `the test API did not answer at ${failing.url} within 0.5 s`,
      });
    } finally {
      failing.server.close();
    }
  });
});
