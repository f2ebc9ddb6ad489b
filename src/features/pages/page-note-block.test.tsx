import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/core/api/api-error';
import { t } from '@/core/i18n';
import { fixture, renderPage, serveFixtures } from '@/app/fixture-session.test-util';
import { PageBlocks } from './PageBlocks';
import type { PageBlock } from './page-blocks';

const note = fixture<{ id: string; text: string }>('notes-show.json');
const blocks: PageBlock[] = [{ id: 'b1', type: 'note', note: note.id } as PageBlock];
const author = { host: null };

describe("a page's note block", () => {
  it('a note that timed out offers Retry, which shows the note once the server answers', async () => {
    let failing = true;
    const spy = serveFixtures({
      'notes/show': () => {
        if (failing) throw new ApiError('timeout', 'notes/show', 'Request timed out');
        return note;
      },
    });
    const { container } = renderPage(() => <PageBlocks blocks={blocks} files={[]} author={author} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('pages.noteLoadFailed'));
    expect(alert.textContent).toContain(t('errors.timeout'));
    expect(container.querySelector('[data-block="note"] article')).toBeNull();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: t('common.retry') }));
    await waitFor(() => expect(container.querySelector('[data-block="note"] article')).not.toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(spy.mock.calls.filter(([endpoint]) => endpoint === 'notes/show')).toHaveLength(2);
  });

  it('a note the server says is gone is said so, without Retry', async () => {
    serveFixtures({
      'notes/show': () => {
        throw new ApiError('server', 'notes/show', 'No such note.', 400, { code: 'NO_SUCH_NOTE', id: '24fcbfc6-2e37-42b6-8388-c29b3861a08d', message: 'No such note.' });
      },
    });
    renderPage(() => <PageBlocks blocks={blocks} files={[]} author={author} />);
    expect(await screen.findByText(t('pages.noteUnavailable'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('common.retry') })).toBeNull();
  });
});
