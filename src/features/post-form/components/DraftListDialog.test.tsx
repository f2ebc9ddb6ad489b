import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb, resetDbForTests } from '@/core/db/database';
import { autosaveDraft } from '@/core/drafts';
import { resetDraftMemoryForTests } from '@/core/drafts/draft-backend';
import { draftData } from '@/core/drafts/draft-fixtures.test-util';
import { useOtherDraftCount } from './DraftListDialog';

afterEach(async () => {
  vi.restoreAllMocks();
  resetDraftMemoryForTests();
  await resetDbForTests({ deleteData: true });
});

function Count({ draftKey }: { draftKey: string }) {
  return <output data-testid="count">{useOtherDraftCount(draftKey)}</output>;
}

describe('the other-drafts count', () => {
  it('does not read the stored drafts again when the form writes its own draft, and counts a write to another', async () => {
    const db = await getDb();
    await autosaveDraft('reply:n1', draftData({ text: 'an older reply', replyId: 'n1' }));
    const lists = vi.spyOn(db!.drafts, 'toArray');
    const view = render(<Count draftKey="note" />);
    await waitFor(() => expect(view.getByTestId('count').textContent).toBe('1'));
    const readsAfterStart = lists.mock.calls.length;

    // Typing into the form: its own draft is written again and again.
    for (const text of ['a', 'ab', 'abc']) await act(() => autosaveDraft('note', draftData({ text })));
    expect(lists.mock.calls.length).toBe(readsAfterStart);
    expect(view.getByTestId('count').textContent).toBe('1');

    // Another form's draft changes the count.
    await act(() => autosaveDraft('renote:n2', draftData({ text: 'a quote', quoteId: 'n2' })));
    await waitFor(() => expect(view.getByTestId('count').textContent).toBe('2'));
    expect(lists.mock.calls.length).toBeGreaterThan(readsAfterStart);
  });
});
