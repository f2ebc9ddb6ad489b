import type { Emitter } from './emitter';
import type { MockEvent } from './events';
import type { MockState } from './state';
import type { UserRecord } from './types';

/** Everything instance logic needs, independent of transport. */
export interface InstanceContext {
  state: MockState;
  now(): number;
  /** Public origin used in absolute URLs, e.g. http://127.0.0.1:5173 */
  origin: string;
  events: Emitter<MockEvent>;
}

/** An endpoint call: the instance plus the caller (null = anonymous). */
export interface CallContext extends InstanceContext {
  me: UserRecord | null;
  /** The credential of the call (native, MiAuth or app token), when there is one. */
  token?: string | null;
}

export function localHostOf(ctx: InstanceContext): string {
  try {
    return new URL(ctx.origin).host;
  } catch {
    return 'localhost';
  }
}

export function absoluteUrl(ctx: InstanceContext, path: string): string {
  return `${ctx.origin.replace(/\/$/, '')}${path}`;
}
