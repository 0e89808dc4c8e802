// The release client when the connection breaks before any answer: a publish (the same bytes again
// change nothing) is sent once more; a change conditional on what its caller saw is not, and says the
// service did not answer.
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createReleaseClient, ReleaseServiceError } from '../src/client.mjs';

/** A service whose first connection is dropped as soon as a request arrives on it; later ones answer. */
let server;
let url;
const seen = { requests: 0, dropped: 0 };
before(async () => {
  server = createServer((socket) => {
    const dropThis = seen.dropped === 0;
    socket.once('data', () => {
      seen.requests++;
      if (dropThis) {
        seen.dropped++;
        socket.destroy();
        return;
      }
      const body = JSON.stringify({ created: false, release: { version: '0.1.0-abc' } });
      socket.end(
        `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n${body}`,
      );
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${server.address().port}`;
});
after(() => new Promise((resolve) => server.close(resolve)));

describe('the release client on a broken connection', () => {
  it('sends a publish again once, and gets its answer', async () => {
    seen.dropped = 0;
    seen.requests = 0;
    const result = await createReleaseClient({ url, token: 't' }).publish('mfe_tours', { files: [] });
    assert.equal(result.release.version, '0.1.0-abc');
    assert.deepEqual(seen, { requests: 2, dropped: 1 });
  });

  it('does not send a pin again: it says the service did not answer', async () => {
    seen.dropped = 0;
    seen.requests = 0;
    await assert.rejects(
      createReleaseClient({ url, token: 't' }).pin('staging', 'mfe_tours', {
        version: '1',
        expectedRevision: 0,
      }),
      (error) => error instanceof ReleaseServiceError && error.code === 'unreachable',
    );
    assert.deepEqual(seen, { requests: 1, dropped: 1 });
  });
});
