import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NamedStatementClient } from './named-statements.server';
import { serveWireProtocol } from './pglite-wire.server';

// One PGlite backend behind several node-postgres connections (decision 008).

let db: PGlite;
let server: ReturnType<typeof serveWireProtocol>;
let port: number;

beforeAll(async () => {
  db = await PGlite.create();
  await db.exec('create table readings (id serial primary key, value int not null)');
  server = serveWireProtocol(db);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await db.close();
});

async function connect(): Promise<pg.Client> {
  const client = new NamedStatementClient({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    database: 'postgres',
  });
  await client.connect();
  return client;
}

const countOf = async (client: pg.Client) =>
  Number((await client.query('select count(*) as n from readings where value > $1', [0])).rows[0].n);

describe('the embedded database behind several connections', () => {
  it('runs many connections’ extended queries side by side, each with its own answer', async () => {
    const clients = await Promise.all([connect(), connect(), connect()]);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        clients[i % 3]!.query('select $1::int * 2 as doubled', [i]).then((result) => result.rows[0].doubled),
      ),
    );
    expect(answers).toEqual(Array.from({ length: 60 }, (_, i) => i * 2));
    // The backend holds every connection's statements: a name the caller chose is each client's own.
    const named = { name: 'reading_count', text: 'select $1::int + 1 as n' };
    const twice = await Promise.all(clients.map((client, i) => client.query({ ...named, values: [i] })));
    expect(twice.map((result) => result.rows[0].n)).toEqual([1, 2, 3]);
    await Promise.all(clients.map((client) => client.end()));
  });

  it('keeps a connection’s open transaction to itself until it commits', async () => {
    const [writer, reader] = await Promise.all([connect(), connect()]);
    await writer.query('begin');
    await writer.query('insert into readings (value) values ($1)', [7]);
    let read = false;
    const counted = countOf(reader).then((n) => {
      read = true;
      return n;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The reader waits: it neither sees the uncommitted row nor runs inside the writer's transaction.
    expect(read).toBe(false);
    await writer.query('commit');
    expect(await counted).toBe(1);
    await Promise.all([writer.end(), reader.end()]);
  });

  it('rolls back the transaction of a connection that goes away, and the others go on', async () => {
    const [writer, reader] = await Promise.all([connect(), connect()]);
    const before = await countOf(reader);
    await writer.query('begin');
    await writer.query('insert into readings (value) values ($1)', [9]);
    const counted = countOf(reader);
    writer.on('error', () => undefined);
    (writer as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    expect(await counted).toBe(before);
    await reader.end();
  });
});
