/**
 * Where an arrow key, Home or End moves the focus in a grid of `count` items laid out in rows of
 * `columns`: left/right step through the items in reading order (wrapping), up/down move a row
 * (staying put at the edge). Null for any other key.
 */
export function gridTarget(key: string, index: number, count: number, columns: number): number | null {
  if (count <= 0) return null;
  const cols = Math.max(1, columns);
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'ArrowDown':
      return index + cols < count ? index + cols : index;
    case 'ArrowUp':
      return index - cols >= 0 ? index - cols : index;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
