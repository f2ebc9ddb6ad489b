/** Page content blocks (as servers store them) and the editor's operations on them. */

export interface PageBlock {
  id: string;
  type: string;
  text?: string;
  title?: string;
  children?: PageBlock[];
  fileId?: string | null;
  note?: string | null;
  detailed?: boolean;
  [key: string]: unknown;
}

export const NEW_BLOCK_KINDS = ['text', 'section', 'image', 'note'] as const;
export type NewBlockKind = (typeof NEW_BLOCK_KINDS)[number];

/** Keeps objects with a string id and type; children are cleaned the same way. Unknown fields stay. */
export function sanitizeBlocks(raw: unknown): PageBlock[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((b): b is PageBlock => typeof b === 'object' && b !== null && typeof (b as PageBlock).id === 'string' && typeof (b as PageBlock).type === 'string')
    .map((b) => (Array.isArray(b.children) ? { ...b, children: sanitizeBlocks(b.children) } : b));
}

let counter = 0;
/** A fresh block id (the web client uses UUIDs; any unique string works). */
export function newBlockId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  counter += 1;
  return `b${Date.now().toString(36)}${counter.toString(36)}`;
}

export function makeBlock(kind: NewBlockKind, id = newBlockId()): PageBlock {
  switch (kind) {
    case 'text':
      return { id, type: 'text', text: '' };
    case 'section':
      return { id, type: 'section', title: '', children: [] };
    case 'image':
      return { id, type: 'image', fileId: null };
    case 'note':
      return { id, type: 'note', note: null, detailed: false };
  }
}

/** Applies `fn` to the block list that holds `id` (top level or inside a section). */
function inParentOf(blocks: PageBlock[], id: string, fn: (list: PageBlock[], index: number) => PageBlock[]): PageBlock[] {
  const index = blocks.findIndex((b) => b.id === id);
  if (index >= 0) return fn(blocks, index);
  let changed = false;
  const next = blocks.map((b) => {
    if (changed || !Array.isArray(b.children)) return b;
    const children = inParentOf(b.children, id, fn);
    if (children === b.children) return b;
    changed = true;
    return { ...b, children };
  });
  return changed ? next : blocks;
}

/** Adds a block at the end of the page, or at the end of a section's children. */
export function addBlock(blocks: PageBlock[], block: PageBlock, sectionId?: string): PageBlock[] {
  if (!sectionId) return [...blocks, block];
  return updateBlock(blocks, sectionId, (s) => ({ ...s, children: [...(s.children ?? []), block] }));
}

export function removeBlock(blocks: PageBlock[], id: string): PageBlock[] {
  return inParentOf(blocks, id, (list, i) => [...list.slice(0, i), ...list.slice(i + 1)]);
}

/** Moves a block one place up (-1) or down (+1) among its siblings; at an end nothing changes. */
export function moveBlock(blocks: PageBlock[], id: string, delta: -1 | 1): PageBlock[] {
  return inParentOf(blocks, id, (list, i) => {
    const j = i + delta;
    if (j < 0 || j >= list.length) return list;
    const next = [...list];
    [next[i], next[j]] = [next[j]!, next[i]!];
    return next;
  });
}

export function updateBlock(blocks: PageBlock[], id: string, fn: (b: PageBlock) => PageBlock): PageBlock[] {
  return inParentOf(blocks, id, (list, i) => list.map((b, k) => (k === i ? fn(b) : b)));
}

/** Every image file id the blocks use (sections included). */
export function blockFileIds(blocks: readonly PageBlock[]): string[] {
  const out: string[] = [];
  for (const b of blocks) {
    if (b.type === 'image' && typeof b.fileId === 'string') out.push(b.fileId);
    if (Array.isArray(b.children)) out.push(...blockFileIds(b.children));
  }
  return out;
}
