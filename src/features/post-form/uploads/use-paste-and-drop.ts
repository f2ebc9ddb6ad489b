import type React from 'react';
import { useMemo } from 'react';
import { getSetting } from '@/core/settings';
import { pastedFileName } from './file-name';
import type { Uploads } from './use-uploads';

/** Files pasted from the clipboard get names from the `pastedFileName` pattern. */
export function renamePasted(files: readonly File[], pattern: string, now = new Date()): File[] {
  return files.map((file, i) => new File([file], pastedFileName(pattern, now, i + 1, file.type), { type: file.type, lastModified: file.lastModified }));
}

function hasFiles(dt: DataTransfer | null): boolean {
  return !!dt && Array.from(dt.types ?? []).includes('Files');
}

/** Paste and drag-and-drop handlers for the post form's text field (or the whole form). */
export function usePasteAndDrop(uploads: Uploads): {
  onPaste: (e: React.ClipboardEvent) => void;
  onDragOver: (e: React.DragEvent) => void;
  onDrop: (e: React.DragEvent) => void;
} {
  const { add } = uploads;
  return useMemo(
    () => ({
      onPaste(e: React.ClipboardEvent) {
        const files = Array.from(e.clipboardData?.items ?? [])
          .filter((item) => item.kind === 'file')
          .map((item) => item.getAsFile())
          .filter((f): f is File => f !== null);
        if (files.length === 0) return; // plain text pastes as usual
        e.preventDefault();
        add(renamePasted(files, getSetting('pastedFileName')));
      },
      onDragOver(e: React.DragEvent) {
        if (!hasFiles(e.dataTransfer)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
      },
      onDrop(e: React.DragEvent) {
        const files = Array.from(e.dataTransfer?.files ?? []);
        if (files.length === 0) return;
        e.preventDefault();
        add(files);
      },
    }),
    [add],
  );
}
