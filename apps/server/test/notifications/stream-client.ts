import { expect } from 'vitest';

/** An open GET /api/notifications/stream, read as a browser's fetch reads it. */
export interface OpenStream {
  response: Response;
  /** Resolves with the data of the next event named `name`. */
  next(name: string, timeoutMs?: number): Promise<unknown>;
  /** Everything received so far. */
  text(): string;
  /** Resolves when the server has ended the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openStream(baseUrl: string, token: string): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/notifications/stream`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  let received = '';
  let consumed = 0;
  const waiters: (() => void)[] = [];
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        received += decoder.decode(chunk as Uint8Array, { stream: true });
        waiters.splice(0).forEach((wake) => wake());
      }
    } catch {
      // Aborted by close().
    }
  })();
  const next = async (name: string, timeoutMs = 5_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const frames = received.slice(consumed).split('\n\n');
      let offset = consumed;
      for (const frame of frames.slice(0, -1)) {
        offset += frame.length + 2;
        const event = /^event: (.+)$/m.exec(frame)?.[1];
        const data = /^data: (.*)$/m.exec(frame)?.[1];
        if (event === name) {
          consumed = offset;
          return JSON.parse(data ?? 'null') as unknown;
        }
      }
      const left = deadline - Date.now();
      expect(left, `no "${name}" event within ${timeoutMs} ms; got:\n${received}`).toBeGreaterThan(0);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, Math.min(left, 100));
      });
    }
  };
  return { response, next, text: () => received, ended, close: () => controller.abort() };
}
