// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const request = vi.fn();
vi.mock('@/core/accounts/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/core/accounts/session')>()),
  getApi: () => ({ request }),
  getServerOrigin: () => 'https://s.example',
}));

const { EmojiResolverProvider } = await import('./EmojiResolverProvider');
const { MfmText, MFM_MAX_GUESSED_EMOJI } = await import('@/mfm');

const unknown = Array.from({ length: 500 }, (_, i) => `:nope${i}:`).join(' ');

function renderTexts(texts: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <EmojiResolverProvider>
        {texts.map((text, i) => (
          <MfmText key={i} text={text} author={{ host: null }} />
        ))}
      </EmojiResolverProvider>
    </QueryClientProvider>,
  );
}

const imgAlts = (root: HTMLElement) => [...root.querySelectorAll('img')].map((img) => img.getAttribute('alt'));

describe('unknown local emoji without the instance list (issue #52, item 4)', () => {
  it('fetches the list once for all texts, then draws only the names it has', async () => {
    request.mockReset();
    request.mockResolvedValue({ emojis: [{ name: 'nope3', url: 'https://s.example/files/nope3.png', category: null, aliases: [] }] });
    const { container } = renderTexts([unknown, unknown, ':blobcat: :nope3:']);
    // Before the list: a few guesses per text, never hundreds.
    expect(container.querySelectorAll('img').length).toBeLessThanOrEqual(2 * MFM_MAX_GUESSED_EMOJI + 2);
    await waitFor(() => expect(imgAlts(container)).toEqual([':nope3:', ':nope3:', ':nope3:']));
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]![0]).toBe('emojis');
    expect(container.textContent).toContain(':nope499:');
    expect(container.textContent).toContain(':blobcat:');
  });

  it('keeps the guesses and does not ask again at once when the list cannot be had', async () => {
    request.mockReset();
    request.mockRejectedValue(new Error('404'));
    const { container, rerender } = renderTexts([unknown]);
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(container.querySelectorAll('img').length).toBe(MFM_MAX_GUESSED_EMOJI);
    rerender(<></>);
    renderTexts([unknown.replace(/nope/g, 'other')]);
    await new Promise((r) => setTimeout(r, 20));
    // A new provider (a new app) may ask once; one provider asks once per five minutes.
    expect(request.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('a text with a few unknown names does not fetch the list', async () => {
    request.mockReset();
    const { container } = renderTexts([':a: :b: :c:']);
    await new Promise((r) => setTimeout(r, 20));
    expect(request).not.toHaveBeenCalled();
    expect(imgAlts(container)).toEqual([':a:', ':b:', ':c:']);
  });
});
