import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../mocks/test-utils/fixtures';
import { META_FORMS } from './meta-fields';
import { changedParams, fieldsOffered, formValuesFrom, validateField } from './meta-form-logic';


describe('admin meta forms', () => {
  const meta = { name: 'Server', serverRules: ['a', 'b'], disableRegistration: true, smtpPort: 25, blockedHosts: [] as string[] };

  it('shows only the fields the server answered', () => {
    expect(fieldsOffered(META_FORMS['instance-block'], meta).map((f) => f.key)).toEqual(['blockedHosts']);
    expect(fieldsOffered(META_FORMS.settings, undefined)).toEqual([]);
  });

  it('sends only what changed, in the server’s JSON types', () => {
    const fields = fieldsOffered([...META_FORMS.settings, ...META_FORMS['email-settings'], ...META_FORMS['instance-block']], meta);
    const values = formValuesFrom(fields, meta);
    expect(changedParams(fields, meta, values)).toEqual({});
    values.serverRules = 'a\n\n  c  \n';
    values.smtpPort = '587';
    values.name = '';
    values.blockedHosts = 'bad.example';
    expect(changedParams(fields, meta, values)).toEqual({ serverRules: ['a', 'c'], smtpPort: 587, name: null, blockedHosts: ['bad.example'] });
  });

  it('validates as the user types', () => {
    const url = META_FORMS.settings.find((f) => f.key === 'iconUrl')!;
    expect(validateField(url, 'javascript:alert(1)')).toBe('notAUrl');
    expect(validateField(url, 'https://x.example/i.png')).toBeNull();
    expect(validateField(META_FORMS['email-settings'].find((f) => f.key === 'smtpPort')!, '25a')).toBe('notANumber');
    expect(validateField(META_FORMS.settings.find((f) => f.key === 'themeColor')!, '#12345')).toBe('notAColor');
  });

  it('reads the recorded Misskey 13 admin meta', () => {
    const real = readFixture('admin-meta.json') as Record<string, unknown>;
    const fields = fieldsOffered(META_FORMS.settings, real);
    expect(fields.map((f) => f.key)).toContain('name');
    expect(fieldsOffered(META_FORMS['instance-block'], real).map((f) => f.key)).toEqual(['blockedHosts']);
    expect(changedParams(fields, real, formValuesFrom(fields, real))).toEqual({});
  });
});
