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
