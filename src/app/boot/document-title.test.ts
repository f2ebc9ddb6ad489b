// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { nameDocumentAfterServer } from './document-title';

describe('the tab title names the server', () => {
  it('replaces the placeholder with the kept name, then the live one, but never a title a screen set', () => {
    document.title = 'Misskey';
    nameDocumentAfterServer(null);
    nameDocumentAfterServer({ name: '   ' });
    expect(document.title).toBe('Misskey');
    nameDocumentAfterServer({ name: 'Kept name' });
    expect(document.title).toBe('Kept name');
    nameDocumentAfterServer({ name: 'Live name' });
    expect(document.title).toBe('Live name');
    document.title = '(3) Live name';
    nameDocumentAfterServer({ name: 'Renamed' });
    expect(document.title).toBe('(3) Live name');
    nameDocumentAfterServer({ name: 42 });
    expect(document.title).toBe('(3) Live name');
  });
});
