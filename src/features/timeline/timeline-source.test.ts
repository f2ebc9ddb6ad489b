import { describe, expect, it } from 'vitest';
import { TIMELINE_OLDER_PAGE_SIZE, TIMELINE_PAGE_SIZE, timelinePageRequest } from './timeline-source';

describe('timelinePageRequest', () => {
  it('asks for a small first page, what the first paint waits for', () => {
    expect(timelinePageRequest({ kind: 'home' }, null)).toEqual({ endpoint: 'notes/timeline', params: { limit: TIMELINE_PAGE_SIZE } });
    expect(TIMELINE_PAGE_SIZE).toBe(20);
  });

  it('asks for older pages 100 at a time (the most a Misskey timeline endpoint returns), below the last note', () => {
    expect(timelinePageRequest({ kind: 'home' }, 'n9')).toEqual({ endpoint: 'notes/timeline', params: { limit: 100, untilId: 'n9' } });
    expect(TIMELINE_OLDER_PAGE_SIZE).toBe(100);
  });

  it('keeps the source’s own parameters on every page', () => {
    const src = { kind: 'user', userId: 'u1', withReplies: true } as const;
    expect(timelinePageRequest(src, null).params).toEqual({ userId: 'u1', includeReplies: true, withFiles: false, limit: 20 });
    expect(timelinePageRequest(src, 'n3').params).toEqual({ userId: 'u1', includeReplies: true, withFiles: false, limit: 100, untilId: 'n3' });
  });
});
