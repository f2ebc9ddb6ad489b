import { describe, expect, it } from 'vitest';
import { baseNameOf, extensionForType, extensionOf, formatPastedFileName, normalizeFileName, pastedFileName } from './file-name';

describe('normalizeFileName (the filename prompt)', () => {
  it('lowercases, removes \\ / : * ? " < > | and appends the original extension', () => {
    expect(normalizeFileName('My:Photo*?', 'IMG_0001.JPG')).toBe('myphoto.jpg');
    expect(normalizeFileName('a\\b/c"d<e>f|g', 'x.png')).toBe('abcdefg.png');
  });

  it('does not double an extension the user typed', () => {
    expect(normalizeFileName('Sunset.PNG', 'raw.png')).toBe('sunset.png');
  });

  it('refuses empty names (also when only removed characters were typed)', () => {
    expect(normalizeFileName('', 'a.png')).toBeNull();
    expect(normalizeFileName('   ', 'a.png')).toBeNull();
    expect(normalizeFileName('***', 'a.png')).toBeNull();
    expect(normalizeFileName('.png', 'a.png')).toBeNull();
  });

  it('works for files without an extension', () => {
    expect(normalizeFileName('Notes', 'README')).toBe('notes');
  });
});

describe('extensions', () => {
  it('finds the extension of a name', () => {
    expect(extensionOf('a.tar.gz')).toBe('.gz');
    expect(extensionOf('.hidden')).toBe('');
    expect(extensionOf('noext')).toBe('');
    expect(baseNameOf('cat.png')).toBe('cat');
  });

  it('maps MIME types to extensions', () => {
    expect(extensionForType('image/png')).toBe('png');
    expect(extensionForType('image/jpeg')).toBe('jpg');
    expect(extensionForType('application/x-weird+thing')).toBe('');
  });
});

describe('pasted file names', () => {
  const date = new Date(2023, 4, 3, 9, 7, 5);

  it('fills the default pattern with the date and the number', () => {
    expect(formatPastedFileName('yyyy-MM-dd HH-mm-ss [{{number}}]', date, 2)).toBe('2023-05-03 09-07-05 [2]');
    expect(pastedFileName('yyyy-MM-dd HH-mm-ss [{{number}}]', date, 1, 'image/png')).toBe('2023-05-03 09-07-05 [1].png');
  });

  it('supports the short tokens and leaves other text alone', () => {
    expect(formatPastedFileName('yy/M/d H:m:s #{{number}}', date, 10)).toBe('23/5/3 9:7:5 #10');
  });

  it('strips characters a file name may not hold', () => {
    expect(pastedFileName('HH:mm', date, 1, 'image/gif')).toBe('0907.gif');
  });
});
