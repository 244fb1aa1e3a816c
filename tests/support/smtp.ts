import net from 'node:net';

export type TestSmtpServer = {
  url: string;
  /** Connections accepted so far. */
  connections(): number;
  /** The DATA of every mail received, in order, with quoted-printable text decoded. */
  received: string[];
  close(): Promise<void>;
};

/**
 * A local SMTP server for tests: 'silent' accepts connections and never says a word (a mail server
 * that hangs); 'accept' speaks just enough SMTP to take mails.
 */
export async function startSmtpServer(mode: 'silent' | 'accept'): Promise<TestSmtpServer> {
  const sockets = new Set<net.Socket>();
  const received: string[] = [];
  let accepted = 0;
  const server = net.createServer((socket) => {
    accepted++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (mode === 'silent') return;
    let buffer = '';
    let data: string | undefined;
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== undefined) {
          if (line === '.') {
            received.push(
              data
                .replace(/=\n/g, '')
                .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            );
            data = undefined;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 localhost\r\n');
        else if (verb === 'DATA') {
          data = '';
          socket.write('354 end with .\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => accepted,
    received,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
