import { z } from 'zod';

/** How the server reports on itself and protects itself: metrics, overload, shutdown. */
export interface OperationsConfig {
  /** Bearer token that opens /metrics; unset: /metrics answers 404. */
  metricsToken: string | undefined;
  /** Mean event-loop delay (ms) over a second above which requests get 503; 0: never. */
  overloadMaxEventLoopDelayMs: number;
  /** Heap in use (MB) above which requests get 503; 0: never. */
  overloadMaxHeapMb: number;
  /** How long a shutdown may drain requests and background work before the process exits anyway. */
  shutdownTimeoutMs: number;
}

const MIN_TOKEN_LENGTH = 16;

const wholeNumber = (name: string, max: number, fallback: number) =>
  z
    .string()
    .default(String(fallback))
    .refine((v) => /^\d+$/.test(v) && Number(v) <= max, {
      message: `${name} must be a whole number from 0 to ${max}`,
    })
    .transform(Number);

export const operationsEnv = {
  METRICS_TOKEN: z
    .string()
    .optional()
    .refine((v) => v === undefined || (v.length >= MIN_TOKEN_LENGTH && /^[\x21-\x7e]+$/.test(v)), {
      message: `METRICS_TOKEN must be at least ${MIN_TOKEN_LENGTH} printable characters without spaces`,
    }),
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: wholeNumber('OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', 60_000, 1_000),
  OVERLOAD_MAX_HEAP_MB: wholeNumber('OVERLOAD_MAX_HEAP_MB', 1_000_000, 0),
  SHUTDOWN_TIMEOUT_MS: wholeNumber('SHUTDOWN_TIMEOUT_MS', 600_000, 30_000),
};

type OperationsEnv = z.infer<z.ZodObject<typeof operationsEnv>>;

export function resolveOperations(e: OperationsEnv): OperationsConfig {
  return {
    metricsToken: e.METRICS_TOKEN,
    overloadMaxEventLoopDelayMs: e.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
    overloadMaxHeapMb: e.OVERLOAD_MAX_HEAP_MB,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
  };
}
