import { clampWidth, type DeckColumn, type DeckProfile } from './deck-model';

/** Pure operations on a deck profile: add, remove, move, stack, resize, rename. */

function locate(p: DeckProfile, id: string): { stack: number; row: number } | null {
  for (let s = 0; s < p.layout.length; s++) {
    const row = p.layout[s]!.indexOf(id);
    if (row >= 0) return { stack: s, row };
  }
  return null;
}

const withLayout = (p: DeckProfile, layout: string[][]): DeckProfile => ({ ...p, layout: layout.filter((s) => s.length > 0) });

/** Adds a column in a new stack at the right end. */
export function addColumn(p: DeckProfile, column: DeckColumn): DeckProfile {
  if (p.columns.some((c) => c.id === column.id)) return p;
  return { columns: [...p.columns, { ...column, width: clampWidth(column.width) }], layout: [...p.layout, [column.id]] };
}

export function removeColumn(p: DeckProfile, id: string): DeckProfile {
  return withLayout({ ...p, columns: p.columns.filter((c) => c.id !== id) }, p.layout.map((s) => s.filter((x) => x !== id)));
}

/** Moves the column's whole stack one place left (-1) or right (+1). */
export function moveColumn(p: DeckProfile, id: string, step: -1 | 1): DeckProfile {
  const at = locate(p, id);
  if (!at) return p;
  const to = at.stack + step;
  if (to < 0 || to >= p.layout.length) return p;
  const layout = [...p.layout];
  [layout[at.stack], layout[to]] = [layout[to]!, layout[at.stack]!];
  return withLayout(p, layout);
}

/** Moves a column up (-1) or down (+1) within its stack. */
export function moveInStack(p: DeckProfile, id: string, step: -1 | 1): DeckProfile {
  const at = locate(p, id);
  if (!at) return p;
  const stack = [...p.layout[at.stack]!];
  const to = at.row + step;
  if (to < 0 || to >= stack.length) return p;
  [stack[at.row], stack[to]] = [stack[to]!, stack[at.row]!];
  return withLayout(p, p.layout.map((s, i) => (i === at.stack ? stack : s)));
}

/** Puts a column at the bottom of the stack on its left. */
export function stackLeft(p: DeckProfile, id: string): DeckProfile {
  const at = locate(p, id);
  if (!at || at.stack === 0) return p;
  const layout = p.layout.map((s) => [...s]);
  layout[at.stack]!.splice(at.row, 1);
  layout[at.stack - 1]!.push(id);
  const width = findColumn(p, layout[at.stack - 1]![0]!)?.width;
  const stacked = withLayout(p, layout);
  return width ? resizeColumn(stacked, id, width) : stacked;
}

/** Takes a column out of its stack into a stack of its own, just right of it. */
export function popRight(p: DeckProfile, id: string): DeckProfile {
  const at = locate(p, id);
  if (!at || p.layout[at.stack]!.length < 2) return p;
  const layout = p.layout.map((s) => [...s]);
  layout[at.stack]!.splice(at.row, 1);
  layout.splice(at.stack + 1, 0, [id]);
  return withLayout(p, layout);
}

/** Sets the width of a column and of the stack it is in (a stack has one width). */
export function resizeColumn(p: DeckProfile, id: string, width: number): DeckProfile {
  const at = locate(p, id);
  const ids = new Set(at ? p.layout[at.stack] : [id]);
  const w = clampWidth(width);
  return { ...p, columns: p.columns.map((c) => (ids.has(c.id) ? { ...c, width: w } : c)) };
}

export function updateColumn(p: DeckProfile, id: string, patch: Partial<Omit<DeckColumn, 'id'>>): DeckProfile {
  return { ...p, columns: p.columns.map((c) => (c.id === id ? { ...c, ...patch } : c)) };
}

export function renameColumn(p: DeckProfile, id: string, name: string): DeckProfile {
  return updateColumn(p, id, { name: name.trim() || null });
}

export function findColumn(p: DeckProfile, id: string): DeckColumn | undefined {
  return p.columns.find((c) => c.id === id);
}

/** What the column menu may offer for a column where it stands. */
export function columnMoves(p: DeckProfile, id: string): { left: boolean; right: boolean; up: boolean; down: boolean; stackLeft: boolean; popRight: boolean } {
  const at = locate(p, id);
  if (!at) return { left: false, right: false, up: false, down: false, stackLeft: false, popRight: false };
  const size = p.layout[at.stack]!.length;
  return {
    left: at.stack > 0,
    right: at.stack < p.layout.length - 1,
    up: at.row > 0,
    down: at.row < size - 1,
    stackLeft: at.stack > 0,
    popRight: size > 1,
  };
}
