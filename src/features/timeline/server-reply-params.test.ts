import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '@/core/accounts/session';
import { serverEndpointsQuery } from '@/core/capabilities';
import { instanceMetaQuery } from '@/core/instance/instance-meta';
import { resetSettingsForTests, setSetting } from '@/core/settings';
import { serverReplyParams } from './server-reply-params';

function clientOf(version: string) {
  const qc = new QueryClient();
  qc.setQueryData(instanceMetaQuery().queryKey, { version } as never);
  qc.setQueryData(serverEndpointsQuery().queryKey, null);
  return qc;
}

describe('showTimelineReplies sent as withReplies', () => {
  beforeEach(async () => {
    startSession({ id: 'me', token: 'TOK', origin: 'https://s.example', username: 'carol', isAdmin: false, isModerator: false });
    await resetSettingsForTests();
  });

  it('goes with the local and social timelines of a server that takes it', () => {
    const qc = clientOf('2024.5.0');
    expect(serverReplyParams(qc, { kind: 'local' })).toEqual({ withReplies: false });
    setSetting('showTimelineReplies', true);
    expect(serverReplyParams(qc, { kind: 'social' })).toEqual({ withReplies: true });
    // Misskey's home and global timelines have no such parameter.
    expect(serverReplyParams(qc, { kind: 'home' })).toEqual({});
    expect(serverReplyParams(qc, { kind: 'global' })).toEqual({});
  });

  it('is left out for servers without it (the client filters instead)', () => {
    setSetting('showTimelineReplies', true);
    expect(serverReplyParams(clientOf('13.14.2'), { kind: 'local' })).toEqual({});
    expect(serverReplyParams(undefined, { kind: 'local' })).toEqual({});
  });
});
