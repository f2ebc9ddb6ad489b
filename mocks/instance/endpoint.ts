import type { CallContext } from './context';
import { ApiError, COMMON_ERRORS, type ErrorDef } from './errors';
import type { ParamSchema } from './params';
import type { NoteRecord, UserRecord } from './types';
import { canSeeNote } from './visibility';

export interface UploadedFile {
  field: string;
  name: string;
  type: string;
  data: Uint8Array;
}

export interface EndpointDef<P> {
  requireCredential?: boolean;
  requireModerator?: boolean;
  /** Administrators only (admin settings). */
  requireAdmin?: boolean;
  params?: ParamSchema;
  handler(ctx: CallContext, ps: P, files: UploadedFile[]): unknown;
}

export type AnyEndpoint = EndpointDef<Record<string, unknown>>;

/** Declares an endpoint; `P` describes the params after validation and defaults. */
export function defineEndpoint<P>(def: EndpointDef<P>): AnyEndpoint {
  return def as unknown as AnyEndpoint;
}

/** The caller, for endpoints declared with requireCredential. */
export function requireMe(ctx: CallContext): UserRecord {
  if (!ctx.me) throw new ApiError(COMMON_ERRORS.credentialRequired);
  return ctx.me;
}

/** A note the caller may see, or the endpoint's own NO_SUCH_NOTE error. */
export function getVisibleNote(ctx: CallContext, noteId: string, notFound: ErrorDef): NoteRecord {
  const note = ctx.state.notes.get(noteId);
  if (!note || !canSeeNote(ctx.state, ctx.me, note)) throw new ApiError(notFound);
  return note;
}
