import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, it } from 'node:test';
import { parseMetrics, scrapeCurrent } from '../src/metricsScrape.mjs';

// A /metrics whose answers are taken in turn: the last one repeats.
let answers = [];
let asked = 0;
const server = createServer((_request, response) => {
  const body = answers[Math.min(asked, answers.length - 1)];
  asked++;
  response.writeHead(200, { 'content-type': 'text/plain; version=0.0.4' }).end(body);
});
let url = '';
before(async () => {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${server.address().port}/metrics`;
});
after(() => server.close());

const exposition = (statements, late) =>
  `# HELP gaido_db_statements_total Database statements\n# TYPE gaido_db_statements_total counter\ngaido_db_statements_total ${statements}\nhttp_requests_total{method="GET",route="/api/v1/tours",status="200"} 7\ngaido_metrics_workers_late ${late}\n`;

it('reads samples by series, labels included, and leaves comments out', () => {
  const values = parseMetrics(exposition(12, 0));
  assert.equal(values.get('gaido_db_statements_total'), 12);
  assert.equal(values.get('http_requests_total{method="GET",route="/api/v1/tours",status="200"}'), 7);
  assert.equal(values.size, 3);
});

it('asks again while a worker is late, and returns the first scrape whose figures are all current', async () => {
  answers = [exposition(100, 1), exposition(100, 2), exposition(900, 0), exposition(950, 0)];
  asked = 0;
  const { values, current } = await scrapeCurrent(url, { attempts: 5, delayMs: 1 });
  assert.equal(current, true);
  assert.equal(values.get('gaido_db_statements_total'), 900);
  assert.equal(asked, 3);
});

it('says the figures are not current when workers stay late', async () => {
  answers = [exposition(100, 1)];
  asked = 0;
  const { values, current, late } = await scrapeCurrent(url, { attempts: 3, delayMs: 1 });
  assert.equal(current, false);
  assert.equal(late, 1);
  assert.equal(values.get('gaido_db_statements_total'), 100);
  assert.equal(asked, 3);
});
