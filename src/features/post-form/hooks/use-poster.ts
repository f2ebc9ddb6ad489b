import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ApiClient } from '@/core/api/api-client';
import type { MeDetailed } from '@/core/accounts/account-types';
import { apiFor, getAccount, getApi } from '@/core/accounts/session';
import { abilitiesOf, type PosterAbilities } from '../rules/restrictions';

/** The account a note is posted as (the signed-in one, or another saved account). */
export interface Poster {
  id: string;
  username: string;
  origin: string;
  token: string;
  isCurrent: boolean;
}

export interface PosterHandle {
  poster: Poster | null;
  setPoster: (p: Poster) => void;
  /** The API of the poster's server, with the poster's token (for lookups). */
  client: ApiClient;
  me: MeDetailed | undefined;
  abilities: PosterAbilities;
  localHost: string | null;
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

export function usePoster(): PosterHandle {
  const [poster, setPoster] = useState<Poster | null>(() => {
    const a = getAccount();
    return a ? { id: a.id, username: a.username, origin: a.origin, token: a.token, isCurrent: true } : null;
  });
  const client = useMemo(() => (!poster || poster.isCurrent ? getApi() : apiFor(poster.origin, poster.token)), [poster]);
  const me = useQuery({
    queryKey: [poster?.origin ?? '', poster?.id ?? 'guest', 'i'] as const,
    queryFn: () => client.request<MeDetailed>('i'),
    enabled: !!poster,
    staleTime: Infinity,
  }).data;
  const abilities = useMemo(() => abilitiesOf(me), [me]);
  return { poster, setPoster, client, me, abilities, localHost: poster ? hostOf(poster.origin) : null };
}
