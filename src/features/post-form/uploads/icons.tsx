/** Small inline icons (no emoji font needed). */
const common = { width: 20, height: 20, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

export function PaperclipIcon() {
  return (
    <svg {...common}>
      <path d="M21 12.5l-8.5 8.5a5.5 5.5 0 0 1-7.8-7.8l9.2-9.2a3.7 3.7 0 0 1 5.2 5.2l-9.2 9.2a1.8 1.8 0 0 1-2.6-2.6l8.5-8.5" />
    </svg>
  );
}

export function FileIcon({ kind }: { kind: 'image' | 'video' | 'audio' | 'file' | 'folder' }) {
  const paths: Record<typeof kind, string> = {
    image: 'M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15.5 9.5h.01',
    video: 'M4 6h12v12H4zM16 10l4-2v8l-4-2',
    audio: 'M9 18V6l10-2v12M9 18a3 3 0 1 1-3-3 3 3 0 0 1 3 3zM19 16a3 3 0 1 1-3-3 3 3 0 0 1 3 3z',
    file: 'M6 3h8l4 4v14H6zM14 3v4h4',
    folder: 'M3 6h6l2 2h10v11H3z',
  };
  return (
    <svg {...common}>
      <path d={paths[kind]} />
    </svg>
  );
}

export function fileKind(type: string | undefined): 'image' | 'video' | 'audio' | 'file' {
  if (type?.startsWith('image/')) return 'image';
  if (type?.startsWith('video/')) return 'video';
  if (type?.startsWith('audio/')) return 'audio';
  return 'file';
}
