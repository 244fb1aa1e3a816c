import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

// A server on the embedded database owns its data directory (decision 009), so a script such as
// `npm run create-admin` cannot open it while the server runs. The server listens on this socket
// in the data directory instead and does the work on its own connection. Only the user who owns
// the data directory can reach it (mode 0600), the same user who could read the files anyway.
export const CONTROL_SOCKET = 'control.sock';
const MAX_REQUEST = 4096;
const TIMEOUT_MS = 15_000;
// Unix socket paths are limited to about 107 bytes.
const MAX_SOCKET_PATH = 100;

export type ControlRequest = { command: 'create-admin'; email: string; password: string };
export type ControlReply = { ok: true } | { ok: false; error: string };

function socketPathOf(dataDir: string): string | undefined {
  const file = path.join(dataDir, CONTROL_SOCKET);
  return file.length <= MAX_SOCKET_PATH ? file : undefined;
}

function parseRequest(line: string): ControlRequest | undefined {
  try {
    const value = JSON.parse(line) as Partial<ControlRequest>;
    if (
      value.command === 'create-admin' &&
      typeof value.email === 'string' &&
      typeof value.password === 'string'
    )
      return { command: value.command, email: value.email, password: value.password };
  } catch {
    // Not JSON: answered as a bad request below.
  }
  return undefined;
}

/** Serves control requests on the data directory's socket; resolves to the function that stops it. */
export async function listenForControl(
  dataDir: string,
  handle: (request: ControlRequest) => Promise<void>,
): Promise<() => Promise<void>> {
  const file = socketPathOf(dataDir);
  if (!file) return async () => {};
  // Left by a server that died: the data directory lock, taken before this, says none owns it now.
  fs.rmSync(file, { force: true });
  const server = net.createServer((socket) => {
    let received = '';
    socket.setTimeout(TIMEOUT_MS, () => socket.destroy());
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
      if (received.length > MAX_REQUEST) return answer({ ok: false, error: 'The request is too long.' });
      const end = received.indexOf('\n');
      if (end === -1) return;
      const request = parseRequest(received.slice(0, end));
      if (!request) return answer({ ok: false, error: 'The request could not be read.' });
      handle(request).then(
        () => answer({ ok: true }),
        (error: unknown) =>
          answer({ ok: false, error: error instanceof Error ? error.message : String(error) }),
      );
    });
    function answer(reply: ControlReply) {
      socket.removeAllListeners('data');
      socket.end(`${JSON.stringify(reply)}\n`);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  fs.chmodSync(file, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      fs.rmSync(file, { force: true });
    });
}

/** Sends one request to the server that has the data directory open. */
export function sendControl(dataDir: string, request: ControlRequest): Promise<ControlReply> {
  const file = socketPathOf(dataDir);
  if (!file)
    return Promise.reject(new Error(`The data directory path is too long for a control socket: ${dataDir}`));
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(file);
    let received = '';
    socket.setTimeout(TIMEOUT_MS, () =>
      socket.destroy(new Error('The running server did not answer in time.')),
    );
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        resolve(JSON.parse(received) as ControlReply);
      } catch {
        reject(new Error('The running server gave an answer that could not be read.'));
      }
    });
  });
}
