import { describe, expect, it } from 'vitest';
import recorded from '../../../tests/fixtures/misskey-13.14.2/pages-show.json';
import { emptyPageForm, pageNameProblem, pageParams, pageToForm } from './page-form';
import { toPage } from './pages-queries';

describe('page form', () => {
  it('reads the recorded page and saves it back with its other fields, without packed-only ones', () => {
    const page = toPage({ ...recorded, futureField: { keep: true } })!;
    const form = pageToForm(page);
    expect(form.title).toBe(recorded.title);
    const params = pageParams({ ...form, title: 'New title' }, page);
    expect(params).toMatchObject({ pageId: recorded.id, title: 'New title', name: recorded.name, futureField: { keep: true }, script: recorded.script });
    expect(params).not.toHaveProperty('user');
    expect(params).not.toHaveProperty('attachedFiles');
    expect(params).not.toHaveProperty('id');
  });
  it('creates with empty variables and script', () => {
    expect(pageParams({ ...emptyPageForm(), title: 'T', name: 'n ' })).toMatchObject({ name: 'n', variables: [], script: '', summary: null });
  });
  it('checks the URL name', () => {
    expect(pageNameProblem('')).toBe('empty');
    expect(pageNameProblem('my-page_1')).toBeNull();
    expect(pageNameProblem('a/b')).toBe('invalid');
    expect(pageNameProblem('a b')).toBe('invalid');
  });
});
