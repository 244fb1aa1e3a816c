import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The task a request asks for: the app sends it in the last message's JSON envelope. */
function taskOf(sent: { messages: { content: string }[] }): string {
  try {
    return String((JSON.parse(sent.messages.at(-1)?.content ?? '{}') as { task?: unknown }).task ?? '');
  } catch {
    return '';
  }
}

/** What the fake answers one request with: a status and a message text, or never answering. */
export type FakeAnswer = { status?: number; content?: string; hang?: boolean };

/**
 * An OpenAI-compatible chat completions endpoint on 127.0.0.1, over real HTTP: each request takes
 * the next scripted answer (the last one repeats). It records the bodies it was sent.
 */
export class FakeLlm {
  readonly requests: { messages: { role: string; content: string }[]; model: string }[] = [];
  private script: FakeAnswer[] = [];
  private byTask: Record<string, FakeAnswer> = {};
  private readonly server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const sent = JSON.parse(body) as FakeLlm['requests'][number];
      this.requests.push(sent);
      const answer = this.byTask[taskOf(sent)] ??
        (this.script.length > 1 ? this.script.shift() : this.script[0]) ?? { content: '' };
      if (answer.hang) return;
      const status = answer.status ?? 200;
      response.writeHead(status, { 'Content-Type': 'application/json' });
      if (status !== 200) {
        response.end(JSON.stringify({ error: { message: `fake status ${status}` } }));
        return;
      }
      response.end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created: 0,
          model: 'gpt-4',
          choices: [
            { index: 0, finish_reason: 'stop', message: { role: 'assistant', content: answer.content } },
          ],
        }),
      );
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  answer(...script: FakeAnswer[]): void {
    this.script = script;
    this.byTask = {};
    this.requests.length = 0;
  }

  /** Answers by the app's task name (the prompt's envelope says it), whatever order they come in. */
  answerTasks(answers: Record<string, FakeAnswer>): void {
    this.byTask = answers;
    this.script = [];
    this.requests.length = 0;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
