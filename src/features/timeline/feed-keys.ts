/** Feed pattern keys: j / Page Down to the next note, k / Page Up to the previous one. */
export function feedStep(key: string): 1 | -1 | 0 {
  if (key === 'j' || key === 'PageDown') return 1;
  if (key === 'k' || key === 'PageUp') return -1;
  return 0;
}
