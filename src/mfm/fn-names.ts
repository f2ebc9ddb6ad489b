import { fnRenderers } from './fn';

/** Every MFM function the client renders, in the table's order (for the post form's `$[` suggestions). */
export function mfmFunctionNames(): string[] {
  return Object.keys(fnRenderers);
}
