import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { queryKey } from '@/core/query/keys';
import { antennaParams, type Antenna, type AntennaForm } from './antenna-form';

export function isAntenna(v: unknown): v is Antenna {
  return typeof v === 'object' && v !== null && typeof (v as Antenna).id === 'string' && typeof (v as Antenna).name === 'string';
}

/** Every antenna key sits under `all()`. */
export const antennaKeys = {
  all: () => queryKey('antennas'),
  mine: () => queryKey('antennas', 'mine'),
  show: (antennaId: string) => queryKey('antennas', 'show', antennaId),
};

export function myAntennasQuery() {
  return queryOptions({
    queryKey: antennaKeys.mine(),
    queryFn: async ({ signal }) => {
      const raw = await getApi().request<unknown>('antennas/list', {}, { signal });
      return Array.isArray(raw) ? raw.filter(isAntenna) : [];
    },
    staleTime: 30_000,
  });
}

export function antennaQuery(antennaId: string) {
  return queryOptions({
    queryKey: antennaKeys.show(antennaId),
    queryFn: async ({ signal }) => {
      const raw = await getApi().request<unknown>('antennas/show', { antennaId }, { signal });
      if (!isAntenna(raw)) throw new Error('Unexpected antenna answer');
      return raw;
    },
    staleTime: 30_000,
  });
}

/** antennas/create (or update with `original`); the antenna lists refetch. Answers the saved antenna's id, if known. */
export async function saveAntenna(qc: QueryClient, form: AntennaForm, original?: Antenna): Promise<string | undefined> {
  const saved = await getApi().request<unknown>(original ? 'antennas/update' : 'antennas/create', antennaParams(form, original));
  await qc.invalidateQueries({ queryKey: antennaKeys.all() });
  return isAntenna(saved) ? saved.id : original?.id;
}

/** antennas/delete; the antenna lists refetch. */
export async function deleteAntenna(qc: QueryClient, antennaId: string): Promise<void> {
  await getApi().request('antennas/delete', { antennaId });
  await qc.invalidateQueries({ queryKey: antennaKeys.all() });
}
