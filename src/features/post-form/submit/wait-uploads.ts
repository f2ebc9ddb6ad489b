/**
 * Posting step 1–2 (spec section 4): wait for uploads, checking every 200 ms. Abort as soon as
 * an upload failed. Done when nothing is uploading and nothing is pending; items that are
 * neither uploading nor finished (e.g. waiting for a filename) are waited for until 15
 * consecutive checks found no upload in progress — then the wait stops.
 */
import { UPLOAD_WAIT_IDLE_CHECKS, UPLOAD_WAIT_POLL_MS } from '@/core/constants';

export interface UploadProbe {
  uploading: number;
  failed: number;
  /** Items neither uploading, done nor failed. */
  pending: number;
}

export async function waitForUploads(
  probe: () => UploadProbe,
  opts: { pollMs?: number; idleChecks?: number; sleep?: (ms: number) => Promise<void>; signal?: AbortSignal } = {},
): Promise<'ok' | 'failed' | 'aborted'> {
  const pollMs = opts.pollMs ?? UPLOAD_WAIT_POLL_MS;
  const idleChecks = opts.idleChecks ?? UPLOAD_WAIT_IDLE_CHECKS;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  let idle = 0;
  for (;;) {
    if (opts.signal?.aborted) return 'aborted';
    const s = probe();
    if (s.failed > 0) return 'failed';
    if (s.uploading === 0 && s.pending === 0) return 'ok';
    if (s.uploading === 0) {
      idle++;
      if (idle >= idleChecks) return 'ok';
    } else {
      idle = 0;
    }
    await sleep(pollMs);
  }
}

/** Counts a list of upload items for the probe. */
export function probeItems(items: ReadonlyArray<{ state: string }>): UploadProbe {
  let uploading = 0;
  let failed = 0;
  let pending = 0;
  for (const i of items) {
    if (i.state === 'uploading') uploading++;
    else if (i.state === 'failed') failed++;
    else if (i.state !== 'done') pending++;
  }
  return { uploading, failed, pending };
}
