import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DriveFile } from '@/core/entities/drive-file';
import { MessageBubble } from './MessageBubble';
import type { MessagingMessage } from './types';

const viewer = vi.hoisted(() => ({ open: vi.fn(async () => ({ on: vi.fn(), destroy: vi.fn() })) }));
vi.mock('@/features/note/media/image-viewer', async (importOriginal) => ({ ...(await importOriginal<object>()), openImageViewer: viewer.open }));

const file = (over: Partial<DriveFile> = {}): DriveFile =>
  ({ id: 'f1', name: 'cat.png', type: 'image/png', size: 1, url: 'https://files.example/cat.png', thumbnailUrl: 'https://files.example/t-cat.webp', isSensitive: false, comment: null, properties: { width: 40, height: 30 }, ...over }) as DriveFile;
const message = (f: DriveFile): MessagingMessage => ({ id: 'm1', createdAt: '2024-01-01T00:00:00.000Z', text: null, userId: 'u1', file: f });

describe('a chat message’s file', () => {
  it('an image opens in the image viewer, not in a new tab', async () => {
    const { container } = render(<MessageBubble message={message(file())} mine={false} isGroup={false} />);
    expect(container.querySelector('a[target="_blank"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /cat\.png/ }));
    await waitFor(() => expect(viewer.open).toHaveBeenCalledTimes(1));
    expect(viewer.open.mock.calls[0]).toEqual([[{ src: 'https://files.example/cat.png', msrc: 'https://files.example/t-cat.webp', width: 40, height: 30, alt: 'cat.png' }], 0, expect.any(Object)]);
  });

  it('other files (and sensitive images) stay links', () => {
    const { container, rerender } = render(<MessageBubble message={message(file({ type: 'application/pdf', name: 'doc.pdf' }))} mine={false} isGroup={false} />);
    expect(container.querySelector('a[href="https://files.example/cat.png"]')?.textContent).toBe('doc.pdf');
    rerender(<MessageBubble message={message(file({ isSensitive: true }))} mine={false} isGroup={false} />);
    expect(container.querySelector('a[href="https://files.example/cat.png"]')?.textContent).toBe('cat.png');
  });
});
