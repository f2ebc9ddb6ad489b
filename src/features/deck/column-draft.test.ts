import { describe, expect, it } from 'vitest';
import { columnFromDraft } from './column-draft';

const draft = { type: 'timeline' as const, tl: 'local' as const, itemId: '', name: '' };

describe('columnFromDraft', () => {
  it('makes timeline columns of the chosen kind', () => expect(columnFromDraft(draft, 'x')).toMatchObject({ id: 'x', type: 'timeline', tl: 'local', name: null }));
  it('needs the list, antenna or channel', () => {
    expect(columnFromDraft({ ...draft, type: 'list' }, 'x')).toBeNull();
    expect(columnFromDraft({ ...draft, type: 'list', itemId: 'L' }, 'x')).toMatchObject({ listId: 'L' });
    expect(columnFromDraft({ ...draft, type: 'antenna', itemId: 'A' }, 'x')).toMatchObject({ antennaId: 'A' });
    expect(columnFromDraft({ ...draft, type: 'channel', itemId: 'C' }, 'x')).toMatchObject({ channelId: 'C' });
  });
  it('keeps a custom name and starts widgets empty', () => {
    expect(columnFromDraft({ ...draft, type: 'widgets', name: ' Side ' }, 'x')).toMatchObject({ name: 'Side', widgets: [] });
    expect(columnFromDraft({ ...draft, type: 'notifications' }, 'x')).toMatchObject({ type: 'notifications' });
  });
});
