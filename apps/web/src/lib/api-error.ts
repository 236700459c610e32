/**
 * An HTTP failure. `message` is the server's `message` when it sent one, else a generic text;
 * `serverMessage` keeps only the server's text so screens can choose their own fallback.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | null;
  readonly data: unknown;

  constructor(status: number, serverMessage: string | null, fallback: string, data?: unknown) {
    super(serverMessage ?? fallback);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.data = data;
  }
}

/**
 * The server's message when the error carries one, else the screen's default text (docs/product.md section
 * 8).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}

/**
 * Why the server refused an upload (wrong or broken file, too large), in its own words; null for a
 * failure that is not about the file (5xx, network), where the screen's generic text is enough.
 */
export function uploadFailureReason(error: unknown): string | null {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.serverMessage;
  return null;
}
