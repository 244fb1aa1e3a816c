// The PostgreSQL wire protocol in front of PGlite, for the embedded database's thread (decision 008).
// Node runs this file unbundled, inside the worker: it imports Node and packages only.
import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
/** Sync, simple Query, Flush: the client waits for an answer after these. */
const ANSWER_AFTER = new Set(['S', 'Q', 'H']);
const TERMINATE = 'X';
const ROLLBACK = simpleQuery('ROLLBACK');

/**
 * One client's messages are handed to PGlite a round at a time (everything up to the Sync of an
 * extended query, or a simple query), and a round that leaves a transaction open keeps the database
 * for that client until it ends: rounds of two clients never interleave, so one backend can serve a
 * pool. pglite-socket queued each message on its own, which mixed clients' unnamed statements and
 * cost one call into PGlite and one socket write per message.
 */
export function serveWireProtocol(db: PGlite): net.Server {
  const rounds: { client: Client; bytes: Uint8Array }[] = [];
  let inTransaction: Client | null = null;
  let running = false;

  async function run() {
    if (running) return;
    running = true;
    try {
      for (;;) {
        const next = inTransaction ? rounds.findIndex((round) => round.client === inTransaction) : 0;
        if (next < 0 || rounds.length === 0) break;
        const [{ client, bytes }] = rounds.splice(next, 1) as [(typeof rounds)[number]];
        const answer = await db.runExclusive(() => db.execProtocolRaw(bytes));
        client.write(answer);
        const status = lastReadyStatus(answer);
        if (status) inTransaction = status === 'I' ? null : client;
        // A client gone mid-transaction must not leave it open for the next one.
        if (inTransaction === client && client.gone) rounds.unshift({ client, bytes: ROLLBACK });
      }
    } finally {
      running = false;
    }
  }

  class Client {
    gone = false;
    private readonly socket: net.Socket;
    private buffer: Buffer = Buffer.alloc(0);
    private pending: Buffer[] = [];
    private started = false;
    constructor(socket: net.Socket) {
      this.socket = socket;
      socket.setNoDelay(true);
      socket.on('data', (data) => this.receive(data));
      socket.on('error', () => socket.destroy());
      socket.on('close', () => this.closed());
    }

    write(answer: Uint8Array) {
      if (answer.length > 0 && this.socket.writable) this.socket.write(answer);
    }

    private receive(data: Buffer) {
      this.buffer = this.buffer.length ? Buffer.concat([this.buffer, data]) : data;
      for (;;) {
        if (!this.started) {
          // Untyped start-up packets: a length, then a code or the protocol version.
          if (this.buffer.length < 8) return;
          const length = this.buffer.readInt32BE(0);
          if (this.buffer.length < length) return;
          const code = this.buffer.readInt32BE(4);
          const packet = this.buffer.subarray(0, length);
          this.buffer = this.buffer.subarray(length);
          if (code === SSL_REQUEST) this.socket.write('N');
          else if (code === CANCEL_REQUEST) this.socket.end();
          else {
            this.started = true;
            this.enqueue(packet);
          }
          continue;
        }
        if (this.buffer.length < 5) return;
        const length = 1 + this.buffer.readInt32BE(1);
        if (this.buffer.length < length) return;
        const type = String.fromCharCode(this.buffer[0]!);
        const message = this.buffer.subarray(0, length);
        this.buffer = this.buffer.subarray(length);
        if (type === TERMINATE) {
          this.socket.end();
          return;
        }
        this.pending.push(message);
        if (ANSWER_AFTER.has(type)) {
          this.enqueue(Buffer.concat(this.pending));
          this.pending = [];
        }
      }
    }

    private enqueue(bytes: Buffer) {
      // A copy: the socket's buffer may be reused once this handler returns.
      rounds.push({ client: this, bytes: new Uint8Array(bytes) });
      void run();
    }

    private closed() {
      this.gone = true;
      for (let i = rounds.length - 1; i >= 0; i--) if (rounds[i]!.client === this) rounds.splice(i, 1);
      if (inTransaction === this) rounds.unshift({ client: this, bytes: ROLLBACK });
      void run();
    }
  }

  return net.createServer((socket) => new Client(socket));
}

/** The transaction status of the last ReadyForQuery in an answer: I idle, T in one, E failed one. */
function lastReadyStatus(answer: Uint8Array): string | null {
  let status: string | null = null;
  const view = new DataView(answer.buffer, answer.byteOffset, answer.byteLength);
  for (let at = 0; at + 5 <= answer.length; at += 1 + view.getInt32(at + 1)) {
    if (answer[at] === 0x5a) status = String.fromCharCode(answer[at + 5]!);
  }
  return status;
}

function simpleQuery(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`);
  const message = Buffer.alloc(5 + body.length);
  message.write('Q', 0);
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return new Uint8Array(message);
}
