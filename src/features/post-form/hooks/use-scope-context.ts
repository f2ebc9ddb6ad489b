import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ApiClient } from '@/core/api/api-client';
import { instanceMetaQuery } from '@/core/instance/instance-meta';
import type { PostFormRequest } from '@/core/post-form/post-form-store';
import { channelRequiresFileName } from '../rules/channel-markers';
import type { PosterRestrictions } from '../rules/restrictions';
import type { ScopeContext } from '../rules/visibility';

interface ChannelInfo {
  id: string;
  name?: string;
  description?: string | null;
  allowFederation?: boolean;
}

/** The channel the note goes to: the one asked for, else the replied-to note's. */
export function channelOf(request: PostFormRequest): { id: string; name: string } | null {
  if (request.channel) return request.channel;
  const c = request.reply?.channel;
  return c ? { id: c.id, name: c.name } : null;
}

/** Everything the visibility rules need: restrictions, reply, quote, channel (with its description), server. */
export function useScopeContext(request: PostFormRequest, restrictions: PosterRestrictions, client: ApiClient, origin: string) {
  const channel = channelOf(request);
  const channelQuery = useQuery({
    queryKey: [origin, 'post-form', 'channel', channel?.id ?? ''] as const,
    queryFn: () => client.request<ChannelInfo>('channels/show', { channelId: channel!.id }),
    enabled: !!channel,
    staleTime: 60_000,
  });
  const meta = useQuery(instanceMetaQuery()).data;
  const info = channelQuery.data;
  const scope = useMemo<ScopeContext>(
    () => ({
      restrictions,
      reply: request.reply ? { visibility: request.reply.visibility, localOnly: request.reply.localOnly === true } : null,
      quote: request.renote ? { visibility: request.renote.visibility, localOnly: request.renote.localOnly === true } : null,
      channel: channel ? { description: info?.description ?? null, allowFederation: info?.allowFederation === true } : null,
      serverBlocksNonLocalPublic: meta?.blockNonLocalPublic === true,
    }),
    [restrictions, request.reply, request.renote, channel, info, meta?.blockNonLocalPublic],
  );
  return {
    scope,
    channel,
    requireFileName: channelRequiresFileName(info?.description),
    maxTextLength: typeof meta?.maxNoteTextLength === 'number' && meta.maxNoteTextLength > 0 ? meta.maxNoteTextLength : undefined,
  };
}
