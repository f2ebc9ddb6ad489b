/**
 * Feed pattern keys: j / Page Down to the next note, k / Page Up to the previous one; on a focused
 * note itself (not a control inside it, which keeps its arrows) also Arrow Down / Arrow Up.
 */
export function feedStep(key: string, onNote = false): 1 | -1 | 0 {
  if (key === 'j' || key === 'PageDown' || (onNote && key === 'ArrowDown')) return 1;
  if (key === 'k' || key === 'PageUp' || (onNote && key === 'ArrowUp')) return -1;
  return 0;
}
