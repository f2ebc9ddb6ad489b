import { useState } from 'react';
import type { Note } from '@/core/entities/note';
import { useI18n } from '@/core/i18n';
import { MAX_LINK_PREVIEWS } from '@/core/constants';
import { containsAnimatedMfm, extractUrls, MfmAnimationProvider, MfmAnimationToggle, MfmText, previewText, useMfmAnimationToggle } from '@/mfm';
import { LinkPreview } from './link-preview';
import { MediaList } from './media';
import { NotePoll } from './poll';
import { NoteSimple } from './NoteSimple';
import { shouldCollapse } from './rules/collapse';
import { cwSummary } from './rules/cw-summary';
import styles from './Note.module.css';

/** Content warning, text, files, poll, quote, references and link previews of one note. */
export function NoteBody({ note, detailed }: { note: Note; detailed?: boolean }) {
  const { t } = useI18n();
  const [cwOpen, setCwOpen] = useState(false);
  const collapsible = !detailed && shouldCollapse(note);
  const [expanded, setExpanded] = useState(false);
  const hasCw = note.cw != null;
  const quote = note.renote && (note.text || note.cw != null || note.files?.length || note.poll) ? note.renote : null;
  // A collapsed note parses and draws only its start: the rest costs nothing until it is expanded.
  const shown = note.text && collapsible && !expanded ? previewText(note.text) : { text: note.text ?? '', truncated: false };
  const urls = shown.text ? extractUrls(shown.text).slice(0, MAX_LINK_PREVIEWS) : [];
  const summary = cwSummary(note);
  const references = Array.isArray(note.references) ? note.references : [];
  const [playing, togglePlaying] = useMfmAnimationToggle();
  const animated = !!shown.text && containsAnimatedMfm(shown.text);

  const content = (
    <>
      <div className={`${styles.content} ${collapsible && !expanded ? styles.collapsed : ''}`} data-collapsed={collapsible && !expanded ? 'true' : undefined}>
        {note.text && (
          <div className={styles.text}>
            <MfmText text={shown.text} author={note.user} emojis={note.emojis} isNote={!shown.truncated} />
          </div>
        )}
        {note.files && note.files.length > 0 && <MediaList files={note.files} />}
        {note.poll && <NotePoll note={note} />}
        {quote && <NoteSimple note={quote} kind="quote" />}
        {urls.map((url) => (
          <LinkPreview key={url} url={url} detail={detailed} />
        ))}
      </div>
      {collapsible && (
        <button type="button" className={styles.showMore} aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('note.showLess') : t('note.showMore')}
        </button>
      )}
    </>
  );

  return (
    <MfmAnimationProvider playing={playing}>
      <div className={styles.body}>
        {hasCw && (
          <div className={styles.cw}>
            <span className={styles.cwText}>
              <MfmText text={note.cw ?? ''} author={note.user} emojis={note.emojis} />
            </span>
            <button type="button" className={styles.cwButton} aria-expanded={cwOpen} onClick={() => setCwOpen(!cwOpen)}>
              {cwOpen ? t('note.hideContent') : t('note.showContent')}
              {!cwOpen && (
                <span className={styles.cwSummary}>
                  {[
                    summary.chars > 0 ? t('note.cwChars', { n: summary.chars }) : null,
                    summary.files > 0 ? t('note.filesCount', { n: summary.files }) : null,
                    summary.poll ? t('note.cwPoll') : null,
                    summary.quote ? t('note.cwQuote') : null,
                  ]
                    .filter(Boolean)
                    .join(' / ')}
                </span>
              )}
            </button>
          </div>
        )}
        {(!hasCw || cwOpen) && content}
        {animated && (!hasCw || cwOpen) && <MfmAnimationToggle playing={playing} onToggle={togglePlaying} className={styles.animToggle} />}
        {references.length > 0 && (
          <details className={styles.references}>
            <summary>{t('note.references', { n: references.length })}</summary>
            {references.map((ref) => (
              <NoteSimple key={ref.id} note={ref} kind="reference" />
            ))}
          </details>
        )}
      </div>
    </MfmAnimationProvider>
  );
}
