import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixture, renderPage, serveFixtures } from '@/app/fixture-session.test-util';
import { EmojiInfoPage } from './EmojiInfoPage';

describe('emoji views on emoji.json', () => {
  it('shows the detail with its tags and category', async () => {
    const emoji = fixture<{ name: string; category: string; aliases: string[] }>('emoji.json');
    serveFixtures({ emoji: 'emoji.json' });
    const { container } = renderPage(() => <EmojiInfoPage param={emoji.name} view="page" />);
    expect(await screen.findByRole('heading', { name: `:${emoji.name}:` })).toBeTruthy();
    expect(container.textContent).toContain(emoji.category);
    expect(container.textContent).toContain(emoji.aliases.join(', '));
  });
  it('the license page parses labelled license text', async () => {
    serveFixtures({ emoji: () => ({ ...fixture<object>('emoji.json'), license: 'Copy permission: deny, License: All rights reserved, Author: Neko Studio' }) });
    const { container } = renderPage(() => <EmojiInfoPage param="blobcat" view="license" />);
    await screen.findByText('All rights reserved');
    expect(container.textContent).toContain('Neko Studio');
  });
  it('the dialog view opens as a dialog', async () => {
    serveFixtures({ emoji: 'emoji.json' });
    renderPage(() => <EmojiInfoPage param="blobcat" view="dialog" />);
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
  it('moderators import a remote emoji with admin/emoji/copy; others get no button', async () => {
    const remote = { ...fixture<object>('emoji.json'), name: 'wave', host: 'remote.example' };
    const spy = serveFixtures({ emoji: () => remote, 'admin/emoji/copy': () => ({ id: 'new' }) }, { isModerator: true });
    renderPage(() => <EmojiInfoPage param="wave@remote.example" view="page" />);
    const button = await screen.findByRole('button', { name: /Import|インポート/ });
    fireEvent.click(button);
    await waitFor(() => expect(spy).toHaveBeenCalledWith('admin/emoji/copy', expect.objectContaining({ emojiName: 'wave', emojiHost: 'remote.example' })));
    // The button is disabled while the import runs; wait until it is usable again (the import is done).
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  });
  it('ordinary users see no import button', async () => {
    serveFixtures({ emoji: () => ({ ...fixture<object>('emoji.json'), name: 'wave', host: 'remote.example' }) });
    renderPage(() => <EmojiInfoPage param="wave@remote.example" view="page" />);
    await screen.findByRole('heading', { name: ':wave:' });
    expect(screen.queryByRole('button', { name: /Import|インポート/ })).toBeNull();
  });
});
