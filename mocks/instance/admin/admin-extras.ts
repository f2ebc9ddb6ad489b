/**
 * Admin endpoints around the emoji ZIP, the job queues and moderation notices:
 * - `export-custom-emojis` (13.14): the export job runs at once here; the ZIP (meta.json plus one image
 *   per local emoji, Misskey's export layout) lands in the caller's drive, announced by the main
 *   stream's `driveFileCreated` as a real server does when the job ends.
 * - `admin/emoji/import-zip` (13.14): reads a ZIP from the drive; each `meta.json` record whose file is
 *   in the archive becomes a local emoji, replacing one of the same name (as the real importer does).
 *   The real endpoint only queues a job and answers 204 whatever the archive holds; so does this one.
 * - `admin/queue/promote` (13.14): delayed jobs of a queue are tried again at the next tick.
 * - `admin/send-notification` (not in Misskey 13; forks such as nexkey have it, `{ userId, comment }`,
 *   others `{ userId, text }`): an `app` notification to a local user from the server's staff.
 */
import { emojiSvg } from '../../adapters/media/svg';
import { storeFile } from '../actions/drive';
import { notify } from '../actions/notify';
import { absoluteUrl } from '../context';
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError } from '../errors';
import type { EmojiRecord } from '../types';
import { jobQueues } from './job-queues';
import { readZip, writeZip } from './zip';

const ID = { type: 'string', pattern: /^[0-9a-z]{8,}$/ } as const;
const NO_SUCH_USER = { message: 'No such user.', code: 'NO_SUCH_USER', id: '1acefcb5-0959-43fd-9685-b48305736cb5' };
const EMOJI_NAME = /^[a-zA-Z0-9_]+$/;

interface ExportRecord {
  fileName: string;
  downloaded: boolean;
  emoji: { id: string; name: string; category: string | null; aliases: string[]; license: string | null; host: null; updatedAt: string | null };
}

function hueOf(name: string, data: Uint8Array): number {
  let h = 7;
  for (const c of name) h = (h * 31 + c.charCodeAt(0)) % 360;
  for (let i = 0; i < data.length; i += 97) h = (h * 31 + data[i]!) % 360;
  return h;
}

export const adminExtraEndpoints: Record<string, AnyEndpoint> = {
  'export-custom-emojis': defineEndpoint({
    requireCredential: true,
    requireModerator: true,
    handler: (ctx) => {
      const me = requireMe(ctx);
      const enc = new TextEncoder();
      const local = ctx.state.emojis.filter((e) => e.host == null);
      const emojis: ExportRecord[] = local.map((e) => ({
        fileName: `${e.name}.svg`,
        downloaded: true,
        emoji: { id: e.id, name: e.name, category: e.category, aliases: [...e.aliases], license: e.license, host: null, updatedAt: null },
      }));
      const meta = { metaVersion: 2, host: new URL(absoluteUrl(ctx, '/')).host, exportedAt: new Date(ctx.now()).toISOString(), emojis };
      const zip = writeZip(
        [{ name: 'meta.json', data: enc.encode(JSON.stringify(meta, null, 2)) }, ...local.map((e) => ({ name: `${e.name}.svg`, data: enc.encode(emojiSvg(e.name, e.hue)) }))],
        new Date(ctx.now()),
      );
      const stamp = new Date(ctx.now()).toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
      storeFile(ctx, me, { name: `custom-emojis-${stamp}.zip`, type: 'application/zip', data: zip });
      return undefined;
    },
  }),

  'admin/emoji/import-zip': defineEndpoint<{ fileId: string }>({
    requireModerator: true,
    params: { properties: { fileId: ID }, required: ['fileId'] },
    handler: async (ctx, ps) => {
      // The job: a missing file, or one that is no ZIP or holds no usable meta.json, imports nothing
      // (quietly: the real endpoint has queued the job and answered already).
      const file = ctx.state.files.get(ps.fileId);
      if (!file?.data) return undefined;
      const entries = await readZip(file.data).catch(() => null);
      const metaEntry = entries?.find((e) => e.name === 'meta.json');
      if (!entries || !metaEntry) return undefined;
      let meta: { emojis?: unknown };
      try {
        meta = JSON.parse(new TextDecoder().decode(metaEntry.data)) as { emojis?: unknown };
      } catch {
        return undefined;
      }
      for (const record of Array.isArray(meta.emojis) ? (meta.emojis as Array<Partial<ExportRecord>>) : []) {
        const info = record?.emoji;
        if (!record || record.downloaded === false || !info || typeof info.name !== 'string' || !EMOJI_NAME.test(info.name)) continue;
        const image = entries.find((e) => e.name === record.fileName);
        if (!image) continue;
        const same = ctx.state.emojis.findIndex((e) => e.host == null && e.name === info.name);
        if (same >= 0) ctx.state.emojis.splice(same, 1);
        const emoji: EmojiRecord = {
          id: ctx.state.ids.emoji(ctx.now()),
          name: info.name,
          host: null,
          category: typeof info.category === 'string' ? info.category : null,
          aliases: Array.isArray(info.aliases) ? info.aliases.filter((a): a is string => typeof a === 'string') : [],
          license: typeof info.license === 'string' ? info.license : null,
          createdAt: ctx.now(),
          hue: hueOf(info.name, image.data),
        };
        ctx.state.emojis.push(emoji);
      }
      return undefined;
    },
  }),

  'admin/queue/promote': defineEndpoint<{ type: 'deliver' | 'inbox' }>({
    requireModerator: true,
    params: { properties: { type: { type: 'string', enum: ['deliver', 'inbox'] } }, required: ['type'] },
    handler: (ctx, ps) => {
      const q = jobQueues(ctx);
      for (const job of q[ps.type].jobs) job.retryAt = 0;
      return undefined;
    },
  }),

  'admin/send-notification': defineEndpoint<{ userId: string; comment?: string; text?: string }>({
    requireModerator: true,
    params: { properties: { userId: ID, comment: { type: 'string', minLength: 1, maxLength: 2048 }, text: { type: 'string', minLength: 1, maxLength: 2048 } }, required: ['userId'] },
    handler: (ctx, ps) => {
      const user = ctx.state.users.get(ps.userId);
      const body = ps.comment ?? ps.text;
      if (!user || user.host != null) throw new ApiError(NO_SUCH_USER);
      if (!body) throw new ApiError({ message: 'Invalid param.', code: 'INVALID_PARAM', id: '3d81ceae-475f-4600-b2a8-2bc116157532', status: 400 });
      notify(ctx, { notifieeId: user.id, type: 'app', header: 'Moderation notification', body, icon: absoluteUrl(ctx, '/client-assets/app-icon.png') });
      return undefined;
    },
  }),
};
