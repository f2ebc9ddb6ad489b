import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DriveFile } from '@/core/entities/drive-file';
import { fixture, renderPage, serveFixtures } from '@/app/fixture-session.test-util';
import { GalleryPostPage } from './GalleryPostPage';
import { galleryViewerItems } from './gallery-viewer';

const viewer = vi.hoisted(() => ({ open: vi.fn(async () => ({ on: vi.fn(), destroy: vi.fn() })) }));
vi.mock('@/features/note/media/image-viewer', async (importOriginal) => ({ ...(await importOriginal<object>()), openImageViewer: viewer.open }));

const file = (id: string, over: Partial<DriveFile> = {}): DriveFile =>
  ({ id, name: `${id}.png`, type: 'image/png', size: 1, url: `https://files.example/${id}.png`, thumbnailUrl: `https://files.example/t-${id}.webp`, isSensitive: false, comment: null, ...over }) as DriveFile;

describe('gallery images in the image viewer', () => {
  it('makes viewer items of the images only, with sizes, thumbnails and alt text; unsafe URLs are left out', () => {
    const items = galleryViewerItems(
      [
        file('a', { properties: { width: 30, height: 20 }, comment: 'A cat' }),
        file('b', { url: 'javascript:alert(1)' }),
        file('c', { type: 'video/mp4' }),
        file('d', { properties: { width: 30, height: 20, orientation: 6 }, thumbnailUrl: null }),
      ],
      { width: 800, height: 600 },
    );
    expect(items).toEqual([
      { id: 'a', src: 'https://files.example/a.png', msrc: 'https://files.example/t-a.webp', width: 30, height: 20, alt: 'A cat' },
      { id: 'd', src: 'https://files.example/d.png', msrc: undefined, width: 20, height: 30, alt: 'd.png' },
    ]);
    expect(galleryViewerItems([file('e')], { width: 800, height: 600 })[0]).toMatchObject({ width: 800, height: 600 });
  });

  it('opens a recorded post’s image in the viewer at its index instead of a new tab', async () => {
    const post = fixture<{ id: string; title: string; files: DriveFile[] }>('gallery-posts-show.json');
    serveFixtures({ 'gallery/posts/show': 'gallery-posts-show.json' });
    const { container } = renderPage(() => <GalleryPostPage postId={post.id} />);
    await screen.findByRole('heading', { name: post.title, level: 2 });
    expect(container.querySelector('article a[target="_blank"]')).toBeNull();
    const last = post.files[post.files.length - 1]!;
    fireEvent.click(container.querySelector(`[data-gallery-image="${last.id}"]`)!);
    await waitFor(() => expect(viewer.open).toHaveBeenCalledTimes(1));
    const [items, index] = viewer.open.mock.calls[0] as unknown as [Array<{ id: string; src: string }>, number];
    expect(items.map((i) => i.id)).toEqual(post.files.map((f) => f.id));
    expect(index).toBe(post.files.length - 1);
    expect(items[index]!.src).toBe(last.url);
  });
});
