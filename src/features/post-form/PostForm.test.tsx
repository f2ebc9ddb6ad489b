import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetDbForTests } from '@/core/db/database';
import { listDrafts } from '@/core/drafts';
import { resetDraftMemoryForTests } from '@/core/drafts/draft-backend';
import { t } from '@/core/i18n';
import { getDialogs } from '@/core/dialogs/dialog-store';
import { getToasts } from '@/core/toast/toast-store';
import { mockServer, renderForm, signInAs } from './post-form.test-util';

const { instance, server } = mockServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'bypass' });
  // The router restores scroll positions; jsdom has no scrolling.
  window.scrollTo = () => undefined;
});
afterAll(() => server.close());
afterEach(async () => {
  resetDraftMemoryForTests();
  await resetDbForTests({ deleteData: true });
});

const notesBy = (userId: string) => [...instance.state.notes.values()].filter((n) => n.userId === userId);
const textbox = () => screen.getByRole('textbox', { name: t('postForm.text') });
const postButton = () => screen.getByRole('button', { name: t('postForm.submit') });
const ready = () => waitFor(() => expect(document.querySelector('form[data-ready="true"]')).not.toBeNull());

describe('PostForm', () => {
  it('posts text, calls onPosted and clears the form', async () => {
    const me = signInAs(instance, 'carol');
    const onPosted = vi.fn();
    const user = userEvent.setup();
    renderForm({}, { onPosted });
    await ready();
    expect((postButton() as HTMLButtonElement).disabled).toBe(true);
    await user.type(textbox(), 'hello component');
    expect((postButton() as HTMLButtonElement).disabled).toBe(false);
    await user.click(postButton());
    await waitFor(() => expect(onPosted).toHaveBeenCalledTimes(1));
    expect(notesBy(me).some((n) => n.text === 'hello component')).toBe(true);
    expect((textbox() as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the remaining count, over-limit styled, and refuses to post over the limit', async () => {
    signInAs(instance, 'carol');
    const user = userEvent.setup();
    renderForm();
    await ready();
    const counter = screen.getByTestId('text-counter');
    await waitFor(() => expect(counter.getAttribute('data-mode')).toBe('used'));
    await user.click(textbox());
    await user.paste('x'.repeat(1001));
    await waitFor(() => expect(counter.textContent).toBe('-1'));
    expect(counter.getAttribute('data-over')).toBe('true');
    expect((postButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('an enabled but empty content warning is sent as "CW"; hashtags are appended', async () => {
    const me = signInAs(instance, 'carol');
    const user = userEvent.setup();
    renderForm();
    await ready();
    await user.click(screen.getByRole('button', { name: t('postForm.cw') }));
    await user.click(screen.getByRole('button', { name: t('postForm.hashtags') }));
    await user.type(screen.getByRole('combobox', { name: t('postForm.hashtagsPlaceholder') }), 'cats #dogs');
    await user.type(textbox(), 'spoiler body #dogs');
    await user.click(postButton());
    await waitFor(() => expect(notesBy(me).some((n) => n.text?.startsWith('spoiler body'))).toBe(true));
    const note = notesBy(me).find((n) => n.text?.startsWith('spoiler body'))!;
    expect(note.cw).toBe('CW');
    expect(note.text).toBe('spoiler body #dogs #cats');
  });

  it('Ctrl+Enter posts with the main button', async () => {
    const me = signInAs(instance, 'carol');
    const user = userEvent.setup();
    renderForm();
    await ready();
    await user.type(textbox(), 'by keyboard');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(notesBy(me).some((n) => n.text === 'by keyboard')).toBe(true));
  });

  it('erin cannot choose public; the picker opens on home', async () => {
    signInAs(instance, 'erin');
    const user = userEvent.setup();
    renderForm();
    await ready();
    const picker = screen.getByRole('button', { name: new RegExp(`^${t('postForm.visibility')}`) });
    await waitFor(() => expect(picker.getAttribute('data-visibility')).toBe('home'));
    await user.click(picker);
    const menu = screen.getByRole('menu', { name: t('postForm.visibility') });
    expect((within(menu).getByRole('menuitemradio', { name: new RegExp(t('postForm.visibilities.public')) }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(menu).getByRole('menuitemradio', { name: new RegExp(t('postForm.visibilities.followers')) }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a mini-silenced user posting publicly gets the 7 s confirmation, and the note goes out as home with the web flag', async () => {
    const me = signInAs(instance, 'dave');
    const user = userEvent.setup();
    const seen: Array<Record<string, unknown>> = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/notes/create')) void request.clone().json().then((b) => seen.push(b as Record<string, unknown>));
    });
    renderForm();
    await ready();
    await waitFor(() => expect(screen.getByRole('button', { name: new RegExp(`^${t('postForm.visibility')}`) }).getAttribute('data-visibility')).toBe('public'));
    await user.type(textbox(), 'dave was here');
    await user.click(postButton());
    await waitFor(() => expect(getDialogs()).toHaveLength(1));
    const dialog = getDialogs()[0]!;
    expect(dialog.request).toMatchObject({ kind: 'confirm', okDelaySeconds: 7 });
    dialog.resolve({ canceled: false, value: true });
    await waitFor(() => expect(notesBy(me).some((n) => n.text === 'dave was here')).toBe(true));
    expect(notesBy(me).find((n) => n.text === 'dave was here')!.visibility).toBe('home');
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ visibility: 'home', isWeb: true }));
    server.events.removeAllListeners();
  });

  it('a refused post unlocks the form, keeps the text and toasts the message with the id', async () => {
    signInAs(instance, 'carol');
    const user = userEvent.setup();
    renderForm({ reply: { id: '9zzzzzzzzz', createdAt: new Date().toISOString(), userId: 'x', user: { id: 'x', username: 'ghost', host: null }, text: 'gone', visibility: 'public' } });
    await ready();
    await user.clear(textbox());
    await user.type(textbox(), 'answer to nothing');
    await user.click(postButton());
    await waitFor(() => expect(getToasts().some((x) => x.message.includes('749ee0f6-d3da-459a-bf02-282e2da4292c'))).toBe(true));
    expect((textbox() as HTMLTextAreaElement).value).toBe('answer to nothing');
    expect((textbox() as HTMLTextAreaElement).disabled).toBe(false);
  });

  it('autosaves a draft after typing stops and restores it in a new form', async () => {
    signInAs(instance, 'carol');
    const user = userEvent.setup();
    const first = renderForm();
    await ready();
    await user.type(textbox(), 'keep me');
    await waitFor(async () => expect((await listDrafts()).filter((d) => d.key === 'note').map((d) => d.data.text)).toEqual(['keep me']), { timeout: 3000 });
    first.unmount();
    renderForm();
    await waitFor(() => expect((textbox() as HTMLTextAreaElement).value).toBe('keep me'));
  });
});
