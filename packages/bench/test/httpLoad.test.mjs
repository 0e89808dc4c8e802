import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { after, before, it } from 'node:test';
import { runHttpLoad } from '../src/httpLoad.mjs';

// Answers by path: /echo repeats the method, path, header and body it got; /binary is a gzip-sized run
// of bytes that are not UTF-8; /reset drops the connection; /hang never answers.
const BINARY = randomBytes(38_700);
let inFlight = 0;
let mostInFlight = 0;
const sockets = new Set();
const server = createServer((request, response) => {
  inFlight += 1;
  mostInFlight = Math.max(mostInFlight, inFlight);
  response.on('close', () => {
    inFlight -= 1;
  });
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    if (request.url === '/reset') return request.socket.destroy();
    if (request.url === '/hang') return;
    if (request.url === '/binary') {
      return response.writeHead(200, { 'content-encoding': 'gzip' }).end(BINARY);
    }
    // Spread over a few milliseconds, so that connections overlap.
    setTimeout(() => {
      response.writeHead(request.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          method: request.method,
          path: request.url,
          marker: request.headers['x-marker'] ?? null,
          shared: request.headers['x-shared'] ?? null,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    }, 2);
  });
});
server.on('connection', (socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});
let origin = '';
before(async () => {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
});
after(() => {
  for (const socket of sockets) socket.destroy();
  server.close();
});

it('keeps each connection to one request at a time, for the time asked, and hands every answer over', async () => {
  mostInFlight = 0;
  const answers = [];
  const started = performance.now();
  const totals = await runHttpLoad({
    origin,
    connections: 4,
    durationS: 0.5,
    headers: { 'x-shared': 'every request' },
    next: () => ({ method: 'GET', path: '/echo', headers: { 'x-marker': 'one' } }),
    onAnswer: (answer) => answers.push(answer),
  });
  const elapsed = performance.now() - started;
  // Stops at its time, not at an answer's 60 s timeout (a loose bound: a busy machine is slow).
  assert.ok(elapsed >= 450 && elapsed < 10_000, `ran ${Math.round(elapsed)} ms`);
  assert.equal(mostInFlight, 4);
  assert.ok(totals.requests > 20, `${totals.requests} requests`);
  assert.equal(answers.length, totals.requests);
  assert.deepEqual({ errors: totals.errors, timeouts: totals.timeouts }, { errors: 0, timeouts: 0 });
  for (const answer of answers) {
    assert.equal(answer.status, 200);
    assert.ok(answer.ms > 0);
    // Not asked for: the body is counted, not handed over.
    assert.equal(answer.body, null);
  }
  assert.ok(totals.bodyBytes > 0);
});

it('gives each connection a context of its own across its requests, and the body when a request reads it', async () => {
  const answers = [];
  let opened = 0;
  await runHttpLoad({
    origin,
    connections: 3,
    durationS: 0.4,
    next(context) {
      if (context.id === undefined) {
        opened += 1;
        context.id = opened;
        context.sent = 0;
      }
      context.sent += 1;
      // A write, then a read of what it made: the pattern of booking then paying.
      return context.sent % 2 === 1
        ? {
            method: 'POST',
            path: `/echo?connection=${context.id}`,
            body: `{"n":${context.sent}}`,
            readBody: true,
          }
        : { method: 'GET', path: `/echo?after=${context.lastBody}` };
    },
    onAnswer({ request, context, status, body }) {
      answers.push({ id: context.id, method: request.method, status, body });
      if (request.readBody) context.lastBody = JSON.parse(body).body.length;
    },
  });
  assert.equal(opened, 3);
  const posts = answers.filter((answer) => answer.method === 'POST');
  assert.ok(posts.length >= 3);
  for (const post of posts) {
    assert.equal(post.status, 201);
    const echoed = JSON.parse(post.body);
    assert.equal(echoed.path, `/echo?connection=${post.id}`);
    assert.match(echoed.body, /^\{"n":\d+\}$/);
  }
  assert.ok(answers.some((answer) => answer.method === 'GET'));
});

it('reads a compressed body as bytes, all of it', async () => {
  const totals = await runHttpLoad({
    origin,
    connections: 2,
    durationS: 0.3,
    next: () => ({ method: 'GET', path: '/binary' }),
  });
  assert.ok(totals.requests > 0);
  assert.equal(totals.bodyBytes, totals.requests * BINARY.length);
});

it('counts a dropped connection as an error and carries on with a new one', async () => {
  let sent = 0;
  const statuses = [];
  const totals = await runHttpLoad({
    origin,
    connections: 1,
    durationS: 0.4,
    next: () => {
      sent += 1;
      return { method: 'GET', path: sent === 1 ? '/reset' : '/echo' };
    },
    onAnswer: ({ status }) => statuses.push(status),
  });
  assert.equal(totals.errors, 1);
  assert.ok(statuses.length > 0 && statuses.every((status) => status === 200));
});

it('counts an answer that does not come within the timeout, and abandons what is in flight when the time is up', async () => {
  const timedOut = await runHttpLoad({
    origin,
    connections: 1,
    durationS: 1.5,
    timeoutS: 0.2,
    next: () => ({ method: 'GET', path: '/hang' }),
  });
  assert.ok(timedOut.timeouts >= 1, `${timedOut.timeouts} timeouts`);
  assert.equal(timedOut.requests, 0);

  const started = performance.now();
  const abandoned = await runHttpLoad({
    origin,
    connections: 2,
    durationS: 0.3,
    next: () => ({ method: 'GET', path: '/hang' }),
  });
  // Without the abandoning, the hung requests would hold the run to their 60 s timeout.
  assert.ok(performance.now() - started < 10_000);
  assert.deepEqual(abandoned, { requests: 0, errors: 0, timeouts: 0, bodyBytes: 0 });
});
