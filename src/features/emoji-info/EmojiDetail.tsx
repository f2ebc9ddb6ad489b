import { useState } from 'react';
import { getAccount } from '@/core/accounts/session';
import type { CustomEmoji } from '@/core/entities/emoji';
import { safeHttpUrl } from '@/core/entities/http-url';
import { useI18n } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { safeImageSrc } from '@/mfm';
import { Button } from '@/ui/page/Button';
import { parseEmojiLicense } from './emoji-license';
import { importRemoteEmoji } from './emoji-queries';
import styles from './EmojiInfo.module.css';

const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);

function Url({ href }: { href: string | null }) {
  const safe = href ? safeHttpUrl(href) : null;
  if (!href) return <>—</>;
  return safe ? (
    <a href={safe} target="_blank" rel="noopener noreferrer">
      {href}
    </a>
  ) : (
    <>{href}</>
  );
}

/** The emoji detail of spec section 2; `licenseOnly` shows the license parts alone. */
export function EmojiDetail({ emoji, licenseOnly = false }: { emoji: CustomEmoji; licenseOnly?: boolean }) {
  const { t, lang } = useI18n();
  const me = getAccount();
  const [importing, setImporting] = useState(false);
  const lic = parseEmojiLicense(emoji.license);
  const img = safeImageSrc(emoji.url);
  const date = (v: unknown) => (str(v) && !Number.isNaN(Date.parse(v as string)) ? new Date(v as string).toLocaleString(lang) : '—');
  const permission = lic.copyPermission ? t(`emojiInfo.permission.${lic.copyPermission}`) : '—';
  const aliases = Array.isArray(emoji.aliases) ? emoji.aliases.filter((a): a is string => typeof a === 'string' && a !== '') : [];
  const canImport = !!emoji.host && !!me && (me.isModerator || me.isAdmin);

  const importEmoji = async () => {
    setImporting(true);
    try {
      await importRemoteEmoji(emoji);
      showToast(t('emojiInfo.imported'), 'success');
    } catch {
      // toasted
    } finally {
      setImporting(false);
    }
  };

  const licenseRows = (
    <>
      <dt>{t('emojiInfo.copyPermission')}</dt>
      <dd>{permission}</dd>
      <dt>{t('emojiInfo.license')}</dt>
      <dd>{lic.license ?? lic.rest ?? '—'}</dd>
      <dt>{t('emojiInfo.usageInfo')}</dt>
      <dd>{lic.usageInfo ?? '—'}</dd>
      <dt>{t('emojiInfo.author')}</dt>
      <dd>{lic.author ?? '—'}</dd>
      <dt>{t('emojiInfo.basedOn')}</dt>
      <dd>
        <Url href={lic.copiedFrom} />
      </dd>
    </>
  );

  return (
    <div className={styles.detail} data-emoji={emoji.name}>
      <div className={styles.head}>
        {img && <img src={img} alt={`:${emoji.name}:`} className={styles.image} />}
        <h2 className={styles.name}>:{emoji.name}:</h2>
      </div>
      <dl className={styles.facts}>
        {licenseOnly ? (
          licenseRows
        ) : (
          <>
            <dt>{t('emojiInfo.name')}</dt>
            <dd>{emoji.name}</dd>
            <dt>{t('emojiInfo.host')}</dt>
            <dd>{emoji.host ?? t('emojiInfo.local')}</dd>
            <dt>{t('emojiInfo.tags')}</dt>
            <dd>{aliases.length > 0 ? aliases.join(', ') : '—'}</dd>
            <dt>{t('emojiInfo.category')}</dt>
            <dd>{str(emoji.category) ?? '—'}</dd>
            <dt>{t('emojiInfo.description')}</dt>
            <dd>{lic.description ?? '—'}</dd>
            {licenseRows}
            <dt>{t('emojiInfo.createdAt')}</dt>
            <dd>{date(emoji.createdAt)}</dd>
            <dt>{t('emojiInfo.updatedAt')}</dt>
            <dd>{date(emoji.updatedAt)}</dd>
            <dt>{t('emojiInfo.url')}</dt>
            <dd>
              <Url href={str(emoji.url)} />
            </dd>
          </>
        )}
      </dl>
      {canImport && (
        <Button primary disabled={importing} onClick={() => void importEmoji()}>
          {t('emojiInfo.import')}
        </Button>
      )}
    </div>
  );
}
