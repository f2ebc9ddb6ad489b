import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixture, renderPage, serveFixtures } from '@/app/fixture-session.test-util';
import { GalleryPage } from './GalleryPage';
import { GalleryPostPage } from './GalleryPostPage';
import { galleryParams, postToForm, toGalleryPost } from './gallery-queries';

describe('gallery on recorded payloads', () => {
  it('lists every tab from gallery-featured, gallery-popular, gallery-posts and i-gallery-likes', async () => {
    serveFixtures({ 'gallery/featured': 'gallery-featured.json', 'gallery/popular': 'gallery-popular.json', 'gallery/posts': 'gallery-posts.json', 'i/gallery/posts': 'users-gallery-posts.json', 'i/gallery/likes': 'i-gallery-likes.json' });
    const [post] = fixture<Array<{ title: string }>>('gallery-featured.json');
    renderPage(() => <GalleryPage />);
    expect(await screen.findByText(post!.title)).toBeTruthy();
    for (const i of [1, 2, 3, 4]) {
      fireEvent.click(screen.getAllByRole('tab')[i]!);
      expect((await screen.findAllByRole('link')).length).toBeGreaterThan(0);
    }
  });
  it('shows gallery-posts-show.json with its image and description', async () => {
    const post = fixture<{ id: string; title: string; description: string; files: unknown[] }>('gallery-posts-show.json');
    serveFixtures({ 'gallery/posts/show': 'gallery-posts-show.json' });
    const { container } = renderPage(() => <GalleryPostPage postId={post.id} />);
    expect(await screen.findByRole('heading', { name: post.title, level: 2 })).toBeTruthy();
    expect(container.textContent).toContain(post.description);
    expect(container.querySelectorAll('article img:not([class*="avatar"])').length).toBeGreaterThanOrEqual(post.files.length);
  });
  it('saves a post back with its unknown fields and without packed-only ones', () => {
    const post = toGalleryPost({ ...fixture<object>('gallery-posts-show.json'), futureField: 1 })!;
    const params = galleryParams({ ...postToForm(post), title: 'New' }, post);
    expect(params).toMatchObject({ postId: post.id, title: 'New', fileIds: post.fileIds, futureField: 1 });
    expect(params).not.toHaveProperty('files');
    expect(params).not.toHaveProperty('user');
  });
});
