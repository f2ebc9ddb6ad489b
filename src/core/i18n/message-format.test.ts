import { describe, expect, it } from 'vitest';
import { formatMessage, messageVariables } from './message-format';

const NEW_NOTES = '{n, plural, one {# new note} other {# new notes}}';

describe('formatMessage', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(formatMessage('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(formatMessage('no braces', { a: 1 })).toBe('no braces');
    expect(formatMessage('{a}', undefined)).toBe('{a}');
  });

  it('picks the English plural form', () => {
    expect(formatMessage(NEW_NOTES, { n: 1 }, 'en-US')).toBe('1 new note');
    expect(formatMessage(NEW_NOTES, { n: 2 }, 'en-US')).toBe('2 new notes');
    expect(formatMessage(NEW_NOTES, { n: 0 }, 'en-US')).toBe('0 new notes');
  });

  it('follows the language of the text: French counts 0 as singular, Japanese has one form', () => {
    const fr = '{n, plural, one {# nouvelle note} other {# nouvelles notes}}';
    expect(formatMessage(fr, { n: 0 }, 'fr-FR')).toBe('0 nouvelle note');
    expect(formatMessage(fr, { n: 2 }, 'fr-FR')).toBe('2 nouvelles notes');
    expect(formatMessage('{n, plural, other {#件}}', { n: 1 }, 'ja-JP')).toBe('1件');
  });

  it('prefers an exact match, and keeps the text around the block and placeholders inside it', () => {
    const text = 'By {who}: {n, plural, =0 {nothing} one {# file from {who}} other {# files}}!';
    expect(formatMessage(text, { who: 'ann', n: 0 }, 'en-US')).toBe('By ann: nothing!');
    expect(formatMessage(text, { who: 'ann', n: 1 }, 'en-US')).toBe('By ann: 1 file from ann!');
    expect(formatMessage(text, { who: 'ann', n: 5 }, 'en-US')).toBe('By ann: 5 files!');
  });

  it('accepts a number given as a string, and leaves the block when the number is missing', () => {
    expect(formatMessage(NEW_NOTES, { n: '1' }, 'en-US')).toBe('1 new note');
    expect(formatMessage(NEW_NOTES, { m: 1 }, 'en-US')).toBe(NEW_NOTES);
  });

  it('reads a value that is no plain number (formatted, or a mark) in the other form', () => {
    expect(formatMessage(NEW_NOTES, { n: '1,234' }, 'en-US')).toBe('1,234 new notes');
    expect(formatMessage('{count, plural, one {# unread notification} other {# unread notifications}}', { count: '•' }, 'en-US')).toBe('• unread notifications');
  });

  it('treats a malformed block as plain text', () => {
    expect(formatMessage('{n, plural, one {# note}', { n: 1 }, 'en-US')).toBe('{n, plural, one {# note}');
    expect(formatMessage('{n, plural, one {x}} {n}', { n: 1 }, 'en-US')).toBe('{n, plural, one {x}} 1');
  });
});

describe('messageVariables', () => {
  it('lists placeholders, plural numbers and what the branches use', () => {
    expect(messageVariables('{a} {b} {a}')).toEqual(['a', 'b']);
    expect(messageVariables(NEW_NOTES)).toEqual(['n']);
    expect(messageVariables('{n, plural, one {# from {who}} other {# from {who} in {days}}}')).toEqual(['days', 'n', 'who']);
  });
});

describe('the catalogues use plural forms', () => {
  it('reads one and many in each language that has them', async () => {
    const cases = [
      ['en-US', (await import('@/locales/base/en-US')).enUSBase],
      ['de-DE', (await import('@/locales/base/de-DE')).base],
      ['fr-FR', (await import('@/locales/base/fr-FR')).base],
      ['es-ES', (await import('@/locales/base/es-ES')).base],
      ['it-IT', (await import('@/locales/base/it-IT')).base],
      ['pt-BR', (await import('@/locales/base/pt-BR')).base],
    ] as const;
    const seen = cases.map(([lang, base]) => [
      lang,
      formatMessage(base.poll!.votes!, { n: 1 }, lang),
      formatMessage(base.poll!.votes!, { n: 2 }, lang),
      formatMessage(base.poll!.remainingDays!, { n: 1 }, lang),
      formatMessage(base.timeline!.newNotes!, { n: 1 }, lang),
    ]);
    expect(seen).toEqual([
      ['en-US', '1 vote', '2 votes', '1 day left', '1 new note'],
      ['de-DE', '1 Stimme', '2 Stimmen', 'Noch 1 Tag', '1 neue Note'],
      ['fr-FR', '1 vote', '2 votes', 'Encore 1 jour', '1 nouvelle note'],
      ['es-ES', '1 voto', '2 votos', 'Queda 1 día', '1 nota nueva'],
      ['it-IT', '1 voto', '2 voti', 'Manca 1 giorno', '1 nuova nota'],
      ['pt-BR', '1 voto', '2 votos', 'Falta 1 dia', '1 nota nova'],
    ]);
  });

  it('reads one and many in the screens around the timeline too', async () => {
    const cases = [
      ['de-DE', (await import('@/locales/screens/de-DE')).screens],
      ['fr-FR', (await import('@/locales/screens/fr-FR')).screens],
      ['es-ES', (await import('@/locales/screens/es-ES')).screens],
      ['it-IT', (await import('@/locales/screens/it-IT')).screens],
      ['pt-BR', (await import('@/locales/screens/pt-BR')).screens],
    ] as const;
    const seen = cases.map(([lang, screens]) => [
      lang,
      formatMessage(screens.groups!.memberCount!, { n: 1 }, lang),
      formatMessage(screens.groups!.memberCount!, { n: 3 }, lang),
      formatMessage(screens.adminScreens!.unsaved!, { n: 1 }, lang),
    ]);
    expect(seen).toEqual([
      ['de-DE', '1 Mitglied', '3 Mitglieder', '1 ungespeicherte Änderung'],
      ['fr-FR', '1 membre', '3 membres', '1 modification non enregistrée'],
      ['es-ES', '1 miembro', '3 miembros', '1 cambio sin guardar'],
      ['it-IT', '1 membro', '3 membri', '1 modifica non salvata'],
      ['pt-BR', '1 membro', '3 membros', '1 alteração não salva'],
    ]);
  });
});
