import { useState, type DragEvent } from 'react';
import { DRAG_TYPE } from './drive-logic';

const carriesFiles = (e: DragEvent) => e.dataTransfer.types.includes(DRAG_TYPE);

function readDragged(e: DragEvent): string[] {
  try {
    const v = JSON.parse(e.dataTransfer.getData(DRAG_TYPE)) as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** Moves files into a folder (null: the root). */
export type MoveFiles = (ids: string[], folderId: string | null) => void;

/** A place files can be dropped on (a folder, a breadcrumb): moves them there. */
export function useDropTarget(folderId: string | null, onMove: MoveFiles) {
  const [over, setOver] = useState(false);
  return {
    over,
    props: {
      onDragOver: (e: DragEvent) => {
        if (!carriesFiles(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
        setOver(true);
      },
      onDragLeave: () => setOver(false),
      onDrop: (e: DragEvent) => {
        if (!carriesFiles(e)) return;
        e.preventDefault();
        e.stopPropagation();
        setOver(false);
        const ids = readDragged(e);
        if (ids.length > 0) onMove(ids, folderId);
      },
      'data-drop-target': folderId ?? 'root',
    },
  };
}
