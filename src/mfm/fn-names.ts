import { fnRenderers } from './fn';

/** Every MFM function the client renders, in the table's order (for the post form's `$[` suggestions). */
export const MFM_FUNCTION_NAMES: readonly string[] = Object.keys(fnRenderers);
