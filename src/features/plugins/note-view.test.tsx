import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/core/accounts/session';
import { clearNoteViewCache, interruptNoteView, usePluginNoteView, useWithoutPluginHidden } from './note-view';
import { getPluginRegistry, resetPluginRegistry, updatePluginRegistry, type Interruptor } from './plugin-registry';
import { startPlugin, stopPlugin } from './plugin-runtime';

const note = (id: string, text: string) => ({ id, text, user: { username: 'carol' } });

function Shown({ n }: { n: { id: string; text: string } }) {
  const shown = usePluginNoteView(n);
  return <p data-testid={n.id}>{shown ? shown.text : 'hidden'}</p>;
}

function List({ notes }: { notes: { id: string; text: string }[] }) {
  return <p data-testid="list">{useWithoutPluginHidden(notes).map((n) => n.id).join(',')}</p>;
}

afterEach(() => {
  resetPluginRegistry();
  clearNoteViewCache();
});

describe('note view interruptors', () => {
  it('changes, hides, and skips a failing handler, in order', async () => {
    const shout: Interruptor = async (n) => ({ ...n, text: String(n.text).toUpperCase(), id: 'forged' });
    const hideSpoilers: Interruptor = async (n) => (String(n.text).includes('SPOILER') ? null : n);
    const broken: Interruptor = async () => Promise.reject(new Error('boom'));
    const list = [broken, shout, hideSpoilers].map((run) => ({ pluginId: 'p', run }));
    const original = note('n1', 'hello');
    expect(await interruptNoteView(original, list)).toEqual({ id: 'n1', text: 'HELLO', user: { username: 'carol' } });
    expect(original.text).toBe('hello');
    expect(await interruptNoteView(note('n2', 'a spoiler'), list)).toBeNull();
  });

  it('does nothing without handlers, and runs each note once per set of handlers', async () => {
    const a = note('a', 'first');
    const { rerender } = render(<Shown n={a} />);
    expect(screen.getByTestId('a').textContent).toBe('first');
    const run = vi.fn<Interruptor>(async (n) => ({ ...n, text: `[${String(n.text)}]` }));
    updatePluginRegistry((r) => ({ ...r, noteViewInterruptors: [{ pluginId: 'p1', run }] }));
    await waitFor(() => expect(screen.getByTestId('a').textContent).toBe('[first]'));
    rerender(<Shown n={a} />);
    render(<Shown n={a} />);
    expect(run).toHaveBeenCalledTimes(1);
    // The same note patched (a new object) runs again.
    rerender(<Shown n={{ ...a, text: 'edited' }} />);
    await waitFor(() => expect(screen.getAllByTestId('a')[0]!.textContent).toBe('[edited]'));
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('leaves the notes a plugin hid out of a list, and lets a changed copy back once the plugins saw it', async () => {
    const run = vi.fn<Interruptor>(async (n) => (String(n.text).includes('spoiler') ? null : n));
    updatePluginRegistry((r) => ({ ...r, noteViewInterruptors: [{ pluginId: 'p1', run }] }));
    const a = note('a', 'fine');
    const b = note('b', 'a spoiler');
    const { rerender } = render(
      <>
        <Shown n={a} />
        <Shown n={b} />
        <List notes={[a, b]} />
      </>,
    );
    expect(screen.getByTestId('list').textContent).toBe('a,b');
    await waitFor(() => expect(screen.getByTestId('list').textContent).toBe('a'));
    // The hidden note no longer renders; its newer copy is run by the list itself.
    rerender(
      <>
        <Shown n={a} />
        <List notes={[a, { ...b, text: 'edited' }]} />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('list').textContent).toBe('a,b'));
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('applies what a real AiScript plugin registered', async () => {
    startSession({ id: 'me1', token: 't', origin: 'http://plugin.test', username: 'carol', isAdmin: false, isModerator: false });
    const plugin = {
      id: 'pv',
      name: 'Viewer',
      active: true,
      permissions: [],
      src: [
        '/// @ 0.15.0',
        '### { name: "Viewer" version: "1" author: "t" }',
        'Plugin:register_note_view_interruptor(@(note) {',
        '  if (note.text == "hide me") { return null }',
        '  note.text = `{note.text}!`',
        '  note',
        '})',
      ].join('\n'),
    };
    const onError = vi.fn();
    const outcome = await startPlugin(plugin, { onError, openUrl: () => {} });
    expect(outcome.ok).toBe(true);
    const list = getPluginRegistry().noteViewInterruptors;
    expect(list).toHaveLength(1);
    expect(await interruptNoteView(note('x', 'hi'), list)).toMatchObject({ id: 'x', text: 'hi!' });
    expect(await interruptNoteView(note('y', 'hide me'), list)).toBeNull();
    stopPlugin('pv');
    expect(getPluginRegistry().noteViewInterruptors).toHaveLength(0);
    expect(onError).not.toHaveBeenCalled();
  });
});
