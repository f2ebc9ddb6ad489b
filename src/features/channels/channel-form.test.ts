import { describe, expect, it } from 'vitest';
import channel from '../../../tests/fixtures/misskey-13.14.2/channels-show.json';
import { formOf, parsePinned, payloadOf, validateForm } from './channel-form';

describe('channel form', () => {
  it('starts from a recorded channel', () => {
    const form = formOf(channel);
    expect(form).toMatchObject({ name: 'Fixture channel', color: '#86b300', isArchived: false, pinned: '' });
  });
  it('reads pinned note ids and links', () => {
    expect(parsePinned('9abc\nhttps://example.com/notes/9def\n\n9abc bad/id')).toEqual(['9abc', '9def']);
  });
  it('validates the name and description', () => {
    expect(validateForm({ ...formOf(null), name: '  ' })).toBe('nameRequired');
    expect(validateForm({ ...formOf(null), name: 'x'.repeat(129) })).toBe('nameTooLong');
    expect(validateForm({ ...formOf(null), name: 'ok', description: 'x'.repeat(2049) })).toBe('descriptionTooLong');
    expect(validateForm({ ...formOf(null), name: 'ok' })).toBeNull();
  });
  it('sends pins and archive only on update, the banner only when changed', () => {
    const form = { ...formOf(null), name: ' New ', description: '', pinned: '9a', bannerId: 'f1' };
    expect(payloadOf(form, null, false)).toEqual({ name: 'New', description: null, color: '#86b300' });
    expect(payloadOf(form, 'c1', true)).toEqual({ name: 'New', description: null, color: '#86b300', bannerId: 'f1', channelId: 'c1', pinnedNoteIds: ['9a'], isArchived: false });
  });
});
