import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiClient } from '@/core/api/api-client';
import { EMOJI_REFRESH_MS } from '@/core/constants';
import type { CustomEmoji } from '@/core/entities/emoji';
import { useI18n } from '@/core/i18n';
import { safeImageSrc } from '@/mfm';
import { InlineMenu } from './InlineMenu';
import styles from '../PostForm.module.css';

const UNICODE = ['👍', '❤️', '😆', '🤔', '😮', '🎉', '💢', '😥', '😇', '🍮', '🙏', '✨', '🔥', '👀', '🥺', '😂', '😊', '😭', '💯', '🐱', '🌸', '☕', '🍣', '⭐'];

function EmojiGrid({ client, origin, onPick }: { client: ApiClient; origin: string; onPick: (code: string) => void }) {
  const { t } = useI18n();
  const [q, setQ] = useState('');
  const emojis = useQuery({
    queryKey: [origin, 'emojis'] as const,
    queryFn: () => client.request<{ emojis?: CustomEmoji[] }>('emojis', {}, { suppressError: true }).then((r) => r.emojis ?? []),
    staleTime: EMOJI_REFRESH_MS,
  }).data;
  const query = q.trim().toLowerCase();
  const custom = (emojis ?? []).filter((e) => !query || e.name.toLowerCase().includes(query) || e.aliases?.some((a) => a.toLowerCase().includes(query))).slice(0, 96);
  return (
    <>
      <input className={styles.input} type="search" value={q} aria-label={t('postForm.emojiSearch')} placeholder={t('postForm.emojiSearch')} onChange={(e) => setQ(e.target.value)} />
      <div className={styles.emojiGrid} role="group" aria-label={t('postForm.emoji')}>
        {custom.map((e) => {
          const src = safeImageSrc(e.url);
          return (
            <button key={e.name} type="button" title={`:${e.name}:`} aria-label={`:${e.name}:`} onClick={() => onPick(`:${e.name}:`)}>
              {src ? <img src={src} alt="" loading="lazy" /> : e.name.slice(0, 2)}
            </button>
          );
        })}
        {!query &&
          UNICODE.map((u) => (
            <button key={u} type="button" aria-label={u} onClick={() => onPick(u)}>
              {u}
            </button>
          ))}
      </div>
    </>
  );
}

/** A small emoji picker: the instance's custom emoji (`:name:`) and common unicode emoji. */
export function EmojiMenu({ client, origin, onInsert, disabled }: { client: ApiClient; origin: string; onInsert: (s: string) => void; disabled?: boolean }) {
  const { t } = useI18n();
  return (
    <InlineMenu label={t('postForm.emoji')} role="dialog" placement="up" disabled={disabled} buttonClassName={styles.iconButton} buttonProps={{ 'data-action': 'emoji' }} button={<span aria-hidden>☺</span>}>
      {(close) => (
        <EmojiGrid
          client={client}
          origin={origin}
          onPick={(code) => {
            close();
            onInsert(code);
          }}
        />
      )}
    </InlineMenu>
  );
}
