import { useCallback, useState } from 'react';
import { confirmDialog } from '@/core/dialogs/dialog-store';
import type { DriveFile } from '@/core/entities';
import { useI18n } from '@/core/i18n';
import { useSetting } from '@/core/settings';
import { connectionType, needsCarrierConfirm, shouldHideMedia } from './sensitive';

export interface MediaCovers {
  isHidden: (file: DriveFile) => boolean;
  /** Reveals a file, after the carrier confirmation when one is needed. */
  reveal: (file: DriveFile) => Promise<void>;
  hide: (file: DriveFile) => void;
}

/** Which files of a list sit behind the click-to-show cover (spec section 4, Sensitive media). */
export function useMediaCovers(): MediaCovers {
  const { t } = useI18n();
  const [nsfw] = useSetting('nsfw');
  const [dataSaver] = useSetting('enableDataSaverMode');
  const [carrierConfirm] = useSetting('sensitiveCarrierConfirm');
  // Absent: follow the settings; true/false: what the reader chose for that file.
  const [choices, setChoices] = useState<Readonly<Record<string, boolean>>>({});

  const isHidden = useCallback(
    (file: DriveFile) => choices[file.id] ?? shouldHideMedia({ nsfw, dataSaver, isSensitive: !!file.isSensitive }),
    [choices, nsfw, dataSaver],
  );

  const reveal = useCallback(
    async (file: DriveFile) => {
      if (needsCarrierConfirm(!!file.isSensitive, carrierConfirm, connectionType())) {
        const ok = await confirmDialog({ type: 'warning', text: t('media.sensitiveCarrierConfirm') });
        if (!ok) return;
      }
      setChoices((c) => ({ ...c, [file.id]: false }));
    },
    [carrierConfirm, t],
  );

  const hide = useCallback((file: DriveFile) => setChoices((c) => ({ ...c, [file.id]: true })), []);
  return { isHidden, reveal, hide };
}
