import { queryOptions } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { queryKey } from '@/core/query/keys';
import type { Antenna } from './antenna-form';

export function isAntenna(v: unknown): v is Antenna {
  return typeof v === 'object' && v !== null && typeof (v as Antenna).id === 'string' && typeof (v as Antenna).name === 'string';
}

export const antennasKey = (...parts: unknown[]) => queryKey('antennas', ...parts);

export function myAntennasQuery() {
  return queryOptions({
    queryKey: antennasKey('mine'),
    queryFn: async ({ signal }) => {
      const raw = await getApi().request<unknown>('antennas/list', {}, { signal });
      return Array.isArray(raw) ? raw.filter(isAntenna) : [];
    },
    staleTime: 30_000,
  });
}

export function antennaQuery(antennaId: string) {
  return queryOptions({
    queryKey: antennasKey('show', antennaId),
    queryFn: async ({ signal }) => {
      const raw = await getApi().request<unknown>('antennas/show', { antennaId }, { signal });
      if (!isAntenna(raw)) throw new Error('Unexpected antenna answer');
      return raw;
    },
    staleTime: 30_000,
  });
}
