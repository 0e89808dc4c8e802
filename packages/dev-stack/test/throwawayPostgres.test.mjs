// The throwaway cluster is reached over its Unix domain socket, as the load test, the API's PostgreSQL
// suite and the production-mode stack connect to it: over TCP loopback each statement's write would
// carry PostgreSQL's side of the transfer in the API's own CPU.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { startThrowawayPostgres } from '../src/throwawayPostgres.mjs';

let postgres;

before(async () => {
  postgres = await startThrowawayPostgres();
});

after(() => postgres?.stop());

/** How node-postgres (the API's driver) reaches the server at `url`: the server's address, null over a Unix socket. */
async function serverAddress(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select host(inet_server_addr()) as address, current_database() as name',
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

describe('startThrowawayPostgres', () => {
  it("answers connection strings over the cluster's Unix socket, in its folder", async () => {
    const url = postgres.createDatabase('over_socket');
    assert.equal(new URL(url).searchParams.get('host'), postgres.dir);
    assert.deepEqual(await serverAddress(url), { address: null, name: 'over_socket' });
    assert.deepEqual(await serverAddress(postgres.url), { address: null, name: 'postgres' });
  });

  it('still answers over TCP loopback for comparison', async () => {
    assert.deepEqual(await serverAddress(postgres.tcpUrl('over_socket')), {
      address: '127.0.0.1',
      name: 'over_socket',
    });
  });
});
