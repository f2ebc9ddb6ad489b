const warned = new Set<string>();
/** Past this many distinct keys, nothing more is logged (hostile texts invent endless names). */
const MAX_KEYS = 200;

/** `console.warn` a message the first time its key is seen (unknown MFM nodes and functions). */
export function warnOnce(key: string, message: string): void {
  if (warned.has(key) || warned.size >= MAX_KEYS) return;
  warned.add(key);
  console.warn(message);
}

/** For tests: forget what was already warned about. */
export function resetWarnings(): void {
  warned.clear();
}
