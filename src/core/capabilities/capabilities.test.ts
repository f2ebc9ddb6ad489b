import { describe, expect, it } from 'vitest';
import { readFixture as fixture } from '../../../mocks/test-utils/fixtures';
import { computeCapabilities, majorVersion, serverHas } from './capabilities';

describe('computeCapabilities', () => {
  it('reads a real Misskey 13.14.2 server from its meta and endpoints list', () => {
    const caps = computeCapabilities(fixture('meta.json') as never, fixture('endpoints.json') as string[]);
    expect(caps.exact).toBe(true);
    expect(caps.family).toBe('misskey');
    expect(caps.messaging).toBe(false);
    expect(caps.groups).toBe(false);
    expect(caps.references).toBe(false);
    expect(caps.cc).toBe(false);
    expect(caps.categories).toBe(false);
    expect(caps.roles).toBe(true);
    expect(caps.miauth).toBe(true);
    expect(caps.achievements).toBe(true);
    expect(serverHas(fixture('endpoints.json') as string[])('notes/create')).toBe(true);
    expect(serverHas(fixture('endpoints.json') as string[])('messaging/history')).toBe(false);
  });

  it('recognises the spec server by its own endpoints', () => {
    const caps = computeCapabilities({ version: '13.14.2' }, ['notes/create', 'messaging/messages', 'users/groups/owned', 'categories/show']);
    expect(caps.family).toBe('spec-fork');
    expect(caps).toMatchObject({ messaging: true, groups: true, references: true, cc: true, categories: true, multiReaction: true });
  });

  it('falls back to the version when the endpoints list is missing', () => {
    expect(computeCapabilities({ version: '12.119.2' }, null)).toMatchObject({ exact: false, messaging: true, groups: true });
    expect(computeCapabilities({ version: '2024.5.0' }, null)).toMatchObject({ messaging: false, groups: false, references: false, multiReaction: false });
    expect(computeCapabilities({ version: '20230513+461d00' }, null)).toMatchObject({ family: 'spec-fork', references: true });
  });

  it('never crashes on absent or strange values', () => {
    expect(() => computeCapabilities(undefined, undefined)).not.toThrow();
    expect(() => computeCapabilities({ version: 42 as never }, [1, null] as never)).not.toThrow();
    expect(serverHas([1, null] as never)('x')).toBe(false);
    expect(majorVersion(undefined)).toBeNull();
  });

  it('reads push and search policies from meta', () => {
    expect(computeCapabilities({ swPublickey: 'abc' }, []).push).toBe(true);
    expect(computeCapabilities({ swPublickey: null }, []).push).toBe(false);
    expect(computeCapabilities({ policies: { canSearchNotes: false } }, []).noteSearch).toBe(false);
  });

  it('offers withReplies on the timelines from Misskey 2023.10 on', () => {
    expect(computeCapabilities({ version: '13.14.2' }, null).timelineWithReplies).toBe(false);
    expect(computeCapabilities({ version: '2023.9.3' }, null).timelineWithReplies).toBe(false);
    expect(computeCapabilities({ version: '2023.10.0' }, null).timelineWithReplies).toBe(true);
    expect(computeCapabilities({ version: '2024.5.0' }, null).timelineWithReplies).toBe(true);
    expect(computeCapabilities({ version: '20230513+461d00' }, null).timelineWithReplies).toBe(false);
    expect(computeCapabilities(undefined, null).timelineWithReplies).toBe(false);
  });

  it('offers reactionAcceptance choices by version: like-only from 13.10, the non-sensitive ones from 2023.10, none on the spec fork', () => {
    expect(computeCapabilities({ version: '13.9.2' }, null).reactionAcceptance).toEqual([]);
    expect(computeCapabilities({ version: '13.14.2' }, null).reactionAcceptance).toEqual(['likeOnly', 'likeOnlyForRemote']);
    expect(computeCapabilities({ version: '2023.9.3' }, null).reactionAcceptance).toEqual(['likeOnly', 'likeOnlyForRemote']);
    expect(computeCapabilities({ version: '2025.4.0' }, null).reactionAcceptance).toHaveLength(4);
    expect(computeCapabilities({ version: '13.14.2' }, ['notes/create', 'messaging/messages']).reactionAcceptance).toEqual([]);
    expect(computeCapabilities({ version: '12.119.2' }, null).reactionAcceptance).toEqual([]);
  });

  it('pages notes/featured by untilId from Misskey 2023.10 on, by offset before', () => {
    expect(computeCapabilities({ version: '13.14.2' }, null).featuredByUntilId).toBe(false);
    expect(computeCapabilities({ version: '2023.10.2' }, null).featuredByUntilId).toBe(true);
    expect(computeCapabilities(undefined, null).featuredByUntilId).toBe(false);
  });
});
