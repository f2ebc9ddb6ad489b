import { describe, expect, it } from 'vitest';
import { classifyMedia, isGridMedia, playbackType } from './media-kind';
import { testFile } from './test-files.test-util';

describe('classifyMedia (spec section 5, Media list)', () => {
  it.each([
    ['image/png', 'image'],
    ['image/gif', 'image'],
    ['image/jpeg', 'image'],
    ['image/webp', 'image'],
    ['image/apng', 'image'],
    ['image/bmp', 'image'],
    ['image/tiff', 'image'],
    ['image/x-icon', 'image'],
    ['image/avif', 'image'],
    ['image/svg+xml', 'image'],
    ['IMAGE/PNG', 'image'],
    ['video/ogg', 'video'],
    ['video/quicktime', 'video'],
    ['video/mp4', 'video'],
    ['video/x-m4v', 'video'],
    ['video/3gpp', 'video'],
    ['video/3gpp2', 'video'],
    ['video/mpeg', 'video'],
    ['video/webm', 'video'],
    ['audio/mpeg', 'audio'],
    ['audio/ogg', 'audio'],
    ['audio/wav', 'audio'],
    ['audio/midi', 'download'],
    ['audio/x-midi', 'download'],
    ['image/heic', 'download'],
    ['image/x-photoshop', 'download'],
    ['video/x-msvideo', 'download'],
    ['application/pdf', 'download'],
    ['text/plain', 'download'],
    ['', 'download'],
  ])('%s → %s', (type, kind) => {
    expect(classifyMedia(testFile({ type }))).toBe(kind);
  });

  it('only images and videos go in the grid', () => {
    expect(isGridMedia(testFile({ type: 'video/webm' }))).toBe(true);
    expect(isGridMedia(testFile({ type: 'audio/mpeg' }))).toBe(false);
  });

  it('QuickTime plays as mp4; other types keep theirs', () => {
    expect(playbackType(testFile({ type: 'video/quicktime' }))).toBe('video/mp4');
    expect(playbackType(testFile({ type: 'video/webm' }))).toBe('video/webm');
  });
});
