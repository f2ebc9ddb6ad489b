import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixture, renderPage, serveFixtures } from '@/app/fixture-session.test-util';
import { ClipPage } from './ClipPage';
import { MyClipsPage } from './MyClipsPage';

describe('clips on recorded payloads', () => {
  it('lists clips-list.json', async () => {
    serveFixtures({ 'clips/list': 'clips-list.json' });
    const [clip] = fixture<Array<{ name: string }>>('clips-list.json');
    renderPage(() => <MyClipsPage />);
    expect(await screen.findByText(clip!.name)).toBeTruthy();
  });
  it('shows clips-show.json with clips-notes.json', async () => {
    const clip = fixture<{ id: string; name: string; description: string }>('clips-show.json');
    serveFixtures({ 'clips/show': 'clips-show.json', 'clips/notes': 'clips-notes.json' });
    const { container } = renderPage(() => <ClipPage clipId={clip.id} />);
    expect(await screen.findByRole('heading', { name: clip.name })).toBeTruthy();
    await screen.findByRole('feed');
    expect(container.querySelectorAll('article')).toHaveLength(fixture<unknown[]>('clips-notes.json').length);
    expect(container.textContent).toContain(clip.description);
  });
});
