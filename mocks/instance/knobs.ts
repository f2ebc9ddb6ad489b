/**
 * Test knobs kept in the state (so `reset` restores the defaults): upload limits, drive capacity,
 * upload-from-url delay, and fault rules the HTTP adapters apply to /api calls.
 */

export type FaultMode = 'latency' | '500' | '429' | 'malformed' | 'refuse';
export const FAULT_MODES: readonly (FaultMode | 'off')[] = ['latency', '500', '429', 'malformed', 'refuse', 'off'];

export interface FaultRule {
  /** Endpoint after /api/ (e.g. "notes/create") or '*' for every endpoint. */
  endpoint: string;
  mode: FaultMode;
  /** Delay for `latency` (and before any other mode when given). */
  ms: number;
  /** How many calls it still applies to; null = until turned off. */
  remaining: number | null;
}

export interface MockKnobs {
  /** drive/files/create answers 413 above this many bytes. */
  maxUploadBytes: number;
  /** Default drive capacity per user (NO_FREE_SPACE beyond it). */
  driveCapacityBytes: number;
  /** Per-user capacity overrides, by user id. */
  driveCapacityByUser: Record<string, number>;
  /** Time before drive/files/upload-from-url finishes (urlUploadFinished). */
  uploadFromUrlDelayMs: number;
  /** Time before a still-unread message raises `unreadMessagingMessage` (the real server waits 2 s). */
  unreadMessageDelayMs: number;
  /** The next drive/files/create fails with INTERNAL_ERROR this many times. */
  uploadInternalErrors: number;
  faults: FaultRule[];
  /** Endpoint prefixes answered as unknown (404) and left out of `endpoints`: `["messaging/", "users/groups/"]` plays Misskey 13. */
  hiddenEndpoints?: string[];
  /** New streaming connections are refused until this time (ms since epoch); set by drop-sockets {refuseMs}. */
  refuseStreamingUntil?: number;
  /** Set when `reset` replaced the state this belongs to: pending timers then do nothing. */
  retired?: boolean;
}

export const MB = 1024 * 1024;

export function defaultKnobs(): MockKnobs {
  return {
    maxUploadBytes: 10 * MB,
    driveCapacityBytes: 100 * MB,
    driveCapacityByUser: {},
    uploadFromUrlDelayMs: 300,
    unreadMessageDelayMs: 2000,
    uploadInternalErrors: 0,
    faults: [],
  };
}

export function capacityOf(knobs: MockKnobs, userId: string): number {
  return knobs.driveCapacityByUser[userId] ?? knobs.driveCapacityBytes;
}

/** Adds a rule, or with mode 'off' removes the rules for that endpoint ('*' = all rules). */
export function setFault(knobs: MockKnobs, endpoint: string, mode: FaultMode | 'off', ms = 0, count: number | null = null): void {
  const name = endpoint.replace(/^\/+|\/+$/g, '').replace(/^api\//, '');
  if (mode === 'off') {
    knobs.faults = name === '*' ? [] : knobs.faults.filter((f) => f.endpoint !== name);
    return;
  }
  knobs.faults = knobs.faults.filter((f) => f.endpoint !== name);
  knobs.faults.push({ endpoint: name, mode, ms, remaining: count });
}

/** The rule for this call (most specific first), consuming one use of it; null = behave normally. */
export function takeFault(knobs: MockKnobs, endpoint: string): FaultRule | null {
  const name = endpoint.replace(/^\/+|\/+$/g, '');
  const rule = knobs.faults.find((f) => f.endpoint === name) ?? knobs.faults.find((f) => f.endpoint === '*');
  if (!rule) return null;
  if (rule.remaining !== null) {
    rule.remaining--;
    if (rule.remaining <= 0) knobs.faults = knobs.faults.filter((f) => f !== rule);
  }
  return { ...rule };
}

/** The body sent with a 429 fault (the real server's rate-limit error). */
export const RATE_LIMIT_ERROR = {
  message: 'Rate limit exceeded. Please try again later.',
  code: 'RATE_LIMIT_EXCEEDED',
  id: 'd5826d14-3982-4d2e-8011-b9e9f02499ef',
  kind: 'client',
} as const;

export const INTERNAL_ERROR = {
  message: 'Internal error occurred. Please contact us if the error persists.',
  code: 'INTERNAL_ERROR',
  id: '5d37dbcb-891e-41ca-a3d6-e690c97775ac',
  kind: 'server',
  info: { e: { message: 'Injected fault (mock)', code: 'MockFault', id: 'mock-fault' } },
} as const;

/** Runs `fn` after `ms` unless the state was reset meanwhile (timers never keep the process alive). */
export function later(knobs: MockKnobs, ms: number, fn: () => void): void {
  const timer = setTimeout(() => {
    if (knobs.retired) return;
    try {
      fn();
    } catch (err) {
      console.error('[mock] delayed task failed', err);
    }
  }, Math.max(0, Math.min(ms, 2_000_000_000)));
  (timer as { unref?: () => void }).unref?.();
}

/** Whether an endpoint is switched off (hidden-endpoints control action). */
export function isHiddenEndpoint(knobs: MockKnobs, endpoint: string): boolean {
  const name = endpoint.replace(/^\/+|\/+$/g, '');
  return (knobs.hiddenEndpoints ?? []).some((prefix) => name === prefix || (prefix.endsWith('/') && name.startsWith(prefix)));
}
