/** The channel editor's form state and what it sends (channels/create or channels/update). */
import type { Channel } from './types';

export interface ChannelForm {
  name: string;
  description: string;
  bannerId: string | null;
  bannerUrl: string | null;
  /** One note id (or note URL) per line. */
  pinned: string;
  color: string;
  isArchived: boolean;
}

export const DEFAULT_CHANNEL_COLOR = '#86b300';

export function formOf(channel: Channel | null): ChannelForm {
  return {
    name: channel?.name ?? '',
    description: channel?.description ?? '',
    bannerId: null,
    bannerUrl: channel?.bannerUrl ?? null,
    pinned: (channel?.pinnedNoteIds ?? []).join('\n'),
    color: /^#[0-9a-f]{6}$/i.test(channel?.color ?? '') ? (channel?.color as string) : DEFAULT_CHANNEL_COLOR,
    isArchived: channel?.isArchived ?? false,
  };
}

/** Note ids from the pinned field: ids or `/notes/<id>` links, one per line, each once. */
export function parsePinned(text: string): string[] {
  const ids = text
    .split(/\s+/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => /\/notes\/([A-Za-z0-9]+)/.exec(s)?.[1] ?? s)
    .filter((s) => /^[A-Za-z0-9]+$/.test(s));
  return [...new Set(ids)];
}

export function validateForm(form: ChannelForm): 'nameRequired' | 'nameTooLong' | 'descriptionTooLong' | null {
  if (form.name.trim() === '') return 'nameRequired';
  if (form.name.length > 128) return 'nameTooLong';
  if (form.description.length > 2048) return 'descriptionTooLong';
  return null;
}

/** The params: create leaves out archive and pins; the banner is only sent when changed. */
export function payloadOf(form: ChannelForm, channelId: string | null, bannerChanged: boolean): Record<string, unknown> {
  const base: Record<string, unknown> = {
    name: form.name.trim(),
    description: form.description.trim() === '' ? null : form.description,
    color: form.color,
    ...(bannerChanged ? { bannerId: form.bannerId } : {}),
  };
  if (channelId === null) return base;
  return { ...base, channelId, pinnedNoteIds: parsePinned(form.pinned), isArchived: form.isArchived };
}
