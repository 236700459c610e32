import { apiPaths, type LiveNotification, NOTIFICATION_KINDS } from '@hireloop/shared';
import { getToken } from '@/lib/auth-storage';

export interface StreamHandlers {
  /**
   * Before each (re)connection: read what may have been missed. It goes through the API client, so
   * an expired access token is refreshed before the stream sends it.
   */
  beforeConnect(): Promise<unknown>;
  notification(data: LiveNotification): void;
  /** The server says some events may have been missed. */
  resync(): void;
}

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

/** The data of a `notification` event, checked by hand: zod would be most of the bell's script. */
function asNotification(data: string): LiveNotification | null {
  try {
    const value = JSON.parse(data) as Partial<LiveNotification>;
    const known = (NOTIFICATION_KINDS as readonly string[]).includes(value.kind ?? '');
    return known && typeof value.applicationId === 'string' && typeof value.jobId === 'string'
      ? (value as LiveNotification)
      : null;
  } catch {
    return null;
  }
}

/** One server-sent event's name and data, from its lines. */
function parseFrame(frame: string): { event: string; data: string } | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of frame.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  return data.length > 0 ? { event, data: data.join('\n') } : null;
}

/**
 * Follows GET /api/notifications/stream until `stop` is called. The stream is read with fetch,
 * not EventSource, because the API takes the access token in the Authorization header, which
 * EventSource cannot send. A stream that fails or ends is opened again after 1 s, then 2, 4...
 * up to 30 s; a stream that opened resets the wait.
 */
export function followNotificationStream(handlers: StreamHandlers): () => void {
  let stopped = false;
  let controller: AbortController | null = null;
  let retryMs = FIRST_RETRY_MS;
  let timer: number | undefined;

  const read = async (res: Response) => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value.replace(/\r\n?/g, '\n');
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = parseFrame(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (frame?.event === 'notification') {
          const notification = asNotification(frame.data);
          if (notification) handlers.notification(notification);
        } else if (frame?.event === 'resync') handlers.resync();
      }
    }
  };

  const connect = async () => {
    try {
      await handlers.beforeConnect();
      const token = getToken();
      if (stopped || !token) return;
      controller = new AbortController();
      const res = await fetch(apiPaths.notifications.stream, {
        headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
        signal: controller.signal,
      });
      if (res.ok && res.body) {
        retryMs = FIRST_RETRY_MS;
        await read(res);
      }
    } catch {
      // Offline, aborted or refused: tried again below unless stopped.
    }
    if (stopped) return;
    timer = window.setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  void connect();
  return () => {
    stopped = true;
    window.clearTimeout(timer);
    controller?.abort();
  };
}
