import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { instanceMetaQuery, keptInstanceMeta, type InstanceMeta } from './instance-meta';

export interface KnownInstanceMeta {
  /** The live answer, else the one kept from the last start (undefined: nothing known yet). */
  meta: InstanceMeta | undefined;
  /** True once this start's own answer is in. */
  live: boolean;
  /** The server did not answer and nothing was kept: show what can be shown without it. */
  unavailable: boolean;
}

/** This server's meta for a first screen: never generic text while the server's own is on its way. */
export function useKnownInstanceMeta(): KnownInstanceMeta {
  const query = useQuery(instanceMetaQuery());
  const [kept] = useState(keptInstanceMeta);
  const meta = query.data ?? kept ?? undefined;
  return { meta, live: query.data !== undefined, unavailable: meta === undefined && query.isError };
}
