import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { getDeviceKind } from '@/core/device';
import type { Note } from '@/core/entities/note';
import { useI18n } from '@/core/i18n';
import { getSetting } from '@/core/settings';
import { LazyEmojiPicker } from '@/features/emoji-picker';
import { DeferredPopover as Popover } from '../deferred-popover';
import { myReactionsOf } from './my-reactions';
import { useReactionLimit, useToggleReaction } from './use-toggle-reaction';
import { MaskIcon } from '@/ui/icons';

const ReactionDrawer = lazy(() => import('./ReactionDrawer'));

/** reactionPickerUseDrawerForMobile: on a phone the picker opens in a drawer from the bottom. */
function wantsDrawer(): boolean {
  if (!getSetting('reactionPickerUseDrawerForMobile')) return false;
  return getDeviceKind({ userAgent: navigator.userAgent, width: window.innerWidth, override: getSetting('overridedDeviceKind') }) === 'smartphone';
}

/** The picker's content, rendered only while open: my reactions show pressed, with the count a patron may hold. */
function PickerBody({ note, close, drawer }: { note: Note; close: () => void; drawer: boolean }) {
  const toggle = useToggleReaction();
  const max = useReactionLimit(note);
  return (
    <LazyEmojiPicker
      chosen={{ codes: myReactionsOf(note), max }}
      drawer={drawer}
      onChoose={(code) => {
        void toggle(note, code);
        close();
      }}
      onClose={close}
    />
  );
}

/**
 * The reaction button: the emoji picker (the reaction deck is its first section), in a popover or,
 * on a phone, a drawer. It shows my reactions pressed: choosing one again takes it back, and a
 * patron who may hold several sees how many are chosen.
 */
export function ReactionPicker({ note, buttonClassName }: { note: Note; buttonClassName?: string }) {
  const { t } = useI18n();
  const [drawer, setDrawer] = useState(false);
  return (
    <>
      <Popover
        label={t('note.react')}
        trigger={(props) => (
          <button
            type="button"
            {...props}
            className={buttonClassName}
            aria-label={t('note.react')}
            data-tooltip={t('note.react')}
            data-note-action="react"
            onClick={(e: MouseEvent<HTMLButtonElement>) => {
              if (wantsDrawer()) {
                setDrawer(true);
                return;
              }
              (props.onClick as ((e: MouseEvent<HTMLButtonElement>) => void) | undefined)?.(e);
            }}
          >
            <MaskIcon name="plus" />
          </button>
        )}
      >
        {(close) => <PickerBody note={note} close={close} drawer={false} />}
      </Popover>
      {drawer && (
        <Suspense fallback={null}>
          <ReactionDrawer label={t('note.react')} onClose={() => setDrawer(false)}>
            <PickerBody note={note} close={() => setDrawer(false)} drawer />
          </ReactionDrawer>
        </Suspense>
      )}
    </>
  );
}
