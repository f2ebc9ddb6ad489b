import { lazy, Suspense, useCallback, useState } from 'react';
import { LINK_PREVIEW_DESCRIPTION_MAX, LINK_PREVIEW_RICH_DESCRIPTION_MAX } from '@/core/constants';
import { useI18n } from '@/core/i18n';
import { getSetting, useSetting } from '@/core/settings';
import { safeHttpUrl } from '@/core/entities/http-url';
import { playerEmbedSrc } from './link-target';
import { PreviewAnchor } from './PreviewAnchor';
import { ShopExtras, SteamExtras } from './PreviewExtras';
import { PreviewPlayer } from './PreviewPlayer';
import { previewKind } from './preview-types';
import { embeddedStatusId } from './status-link';
import { truncateText } from './truncate';
import { useLinkPreview } from './use-link-preview';
import styles from './LinkPreview.module.css';

/** The provider's status frame, loaded when the reader opens it. */
const EmbeddedStatus = lazy(() => import('./EmbeddedStatus'));

interface Props {
  url: string;
  /** The larger layout of a note's detail view. */
  detail?: boolean;
}

/** A card previewing a link (spec section 4, Link preview). Only http(s) URLs render at all. */
export function LinkPreview({ url, detail = false }: Props) {
  const safe = safeHttpUrl(url);
  return safe ? <PreviewCard url={safe} detail={detail} /> : null;
}

function PreviewCard({ url, detail }: { url: string; detail: boolean }) {
  const { t, lang } = useI18n();
  const [dataSaver] = useSetting('enableDataSaverMode');
  const [thumbnailRequested, setThumbnailRequested] = useState(false);
  const [playerOn, setPlayerOn] = useState(false);
  // `alwaysXExpand`: X (Twitter) posts start open instead of behind their button.
  const [statusOpen, setStatusOpen] = useState(() => getSetting('alwaysXExpand'));
  const [statusMissing, setStatusMissing] = useState(false);
  const { data, isPending } = useLinkPreview(url, lang);
  // From the link itself: a server whose /url cannot be read from this origin still gets the embed.
  const statusId = embeddedStatusId(url);
  const onStatusNotFound = useCallback(() => {
    setStatusOpen(false);
    setStatusMissing(true);
  }, []);

  const host = new URL(url).hostname;
  const kind = data ? previewKind(data) : 'plain';
  const max = kind === 'plain' ? LINK_PREVIEW_DESCRIPTION_MAX : LINK_PREVIEW_RICH_DESCRIPTION_MAX;
  const title = data?.title ?? host;
  const embed = data?.player ? playerEmbedSrc(data.player.url, window.location.origin) : null;
  const thumbnailHidden = dataSaver && !thumbnailRequested;
  const showThumbnail = !!data?.thumbnail && !thumbnailHidden && !(playerOn && embed);

  return (
    <div data-testid="link-preview" data-kind={isPending ? 'loading' : kind} aria-busy={isPending} className={[styles.card, detail ? styles.detail : ''].join(' ')}>
      {statusOpen && statusId && (
        <Suspense fallback={null}>
          <EmbeddedStatus statusId={statusId} onNotFound={onStatusNotFound} />
        </Suspense>
      )}
      {playerOn && embed && <PreviewPlayer src={embed} title={title} width={data?.player?.width ?? null} height={data?.player?.height ?? null} />}
      <PreviewAnchor url={url} className={styles.link}>
        {showThumbnail && (
          <span className={styles.thumbnail}>
            <img src={data!.thumbnail!} alt="" loading="lazy" decoding="async" referrerPolicy="no-referrer" />
          </span>
        )}
        <span className={styles.body}>
          {isPending ? (
            <span className={styles.description}>{t('linkPreview.loading')}</span>
          ) : (
            <>
              <strong className={styles.title} title={title}>
                {title}
              </strong>
              {data?.description && <span className={styles.description}>{truncateText(data.description, max)}</span>}
              {data?.steam && kind === 'steam' && <SteamExtras steam={data.steam} />}
              {data?.shop && kind === 'shop' && <ShopExtras shop={data.shop} />}
            </>
          )}
          <span className={styles.site}>
            {data?.icon && <img className={styles.icon} src={data.icon} alt="" loading="lazy" decoding="async" referrerPolicy="no-referrer" />}
            <span>{data?.sitename ?? host}</span>
          </span>
        </span>
      </PreviewAnchor>
      {statusMissing && (
        <p className={styles.notice} role="status">
          {t('mediaPlayer.embedNotFound')}
        </p>
      )}
      {((data?.thumbnail && thumbnailHidden) || embed || statusId) && (
        <span className={styles.actions}>
          {data?.thumbnail && thumbnailHidden && (
            <button type="button" className={styles.action} onClick={() => setThumbnailRequested(true)}>
              {t('linkPreview.showThumbnail')}
            </button>
          )}
          {statusId && (
            <button
              type="button"
              className={styles.action}
              aria-expanded={statusOpen}
              onClick={() => {
                setStatusMissing(false);
                setStatusOpen((open) => !open);
              }}
            >
              {statusOpen ? t('mediaPlayer.embedHide') : t('mediaPlayer.embedShow')}
            </button>
          )}
          {embed && (
            <button type="button" className={styles.action} aria-expanded={playerOn} onClick={() => setPlayerOn((on) => !on)}>
              {playerOn ? t('linkPreview.disablePlayer') : t('linkPreview.enablePlayer')}
            </button>
          )}
        </span>
      )}
    </div>
  );
}
