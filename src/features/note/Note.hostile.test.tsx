import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Note } from '@/core/entities/note';
import { NoteView } from './Note';
import { renderNotesInApp, setUpNoteTests } from './note-test-env.test-util';

const HOSTILE = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload=window.__xss=1>',
  'javascript:window.__xss=1',
  '[click](javascript:window.__xss=1)',
  '[click](data:text/html,<script>window.__xss=1</script>)',
  '[click](vbscript:msgbox(1))',
  '?[x](JaVaScRiPt:window.__xss=1)',
  '<style>body{display:none}</style>',
  '\u202Egnp.exe',
  '$[fg.color=red;background:url(javascript:1) x]',
  '$[position.x=99999999 far]',
  ':x" onerror="window.__xss=1:',
];

function hostileNote(i: number, payload: string): Note {
  return {
    id: `n${i}`,
    createdAt: new Date().toISOString(),
    userId: 'u',
    user: {
      id: 'u',
      username: 'mallory',
      host: 'evil.example',
      name: payload,
      avatarUrl: 'javascript:window.__xss=1',
      emojis: { [`x" onerror="window.__xss=1`]: 'javascript:window.__xss=1' },
    },
    text: `${payload} https://example.com/${encodeURIComponent(payload)}`,
    cw: i % 3 === 0 ? payload : null,
    visibility: 'public',
    reactions: { [payload.slice(0, 20)]: 1, ':evil@evil.example:': 2 },
    reactionEmojis: { 'evil@evil.example': 'javascript:window.__xss=1' },
    files: [{ id: 'f', name: payload, type: 'image/png', size: 1, url: 'javascript:window.__xss=1', thumbnailUrl: 'data:text/html,x', isSensitive: false, comment: payload }],
    poll: { multiple: false, expiresAt: null, choices: [{ text: payload, votes: 1, isVoted: false }] },
    renote: null,
  };
}

function renderNotes(notes: Note[]) {
  return renderNotesInApp(
    () => (
      <div data-testid="notes">
        {notes.map((n) => (
          <NoteView key={n.id} note={n} />
        ))}
      </div>
    ),
  );
}

describe('a note built from hostile input renders inert', () => {
  beforeAll(setUpNoteTests);

  it('no script, no event handler, no dangerous URL, for every payload in every field', async () => {
    renderNotes(HOSTILE.map((p, i) => hostileNote(i, p)));
    await screen.findAllByRole('article');
    const container = document.body;
    expect(container.querySelectorAll('script, style, iframe, object, embed')).toHaveLength(0);
    for (const el of container.querySelectorAll('*')) {
      for (const attr of el.getAttributeNames()) {
        expect(attr.startsWith('on'), `${el.tagName} has ${attr}`).toBe(false);
        if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attr)) {
          const value = el.getAttribute(attr) ?? '';
          expect(/^\s*(javascript|data|vbscript):/i.test(value), `${el.tagName} ${attr}=${value}`).toBe(false);
        }
      }
    }
    expect((window as { __xss?: number }).__xss).toBeUndefined();
    // Every note rendered for real (no error placeholder), and the payload text is shown as text.
    expect(container.textContent).not.toContain('このノートを表示できませんでした');
    expect(screen.getAllByRole('article')).toHaveLength(HOSTILE.length);
    expect(container.textContent).toContain('<script>window.__xss=1</script>');
  });
});
