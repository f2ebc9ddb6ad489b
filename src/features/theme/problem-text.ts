import { useCallback } from 'react';
import { useI18n } from '@/core/i18n';
import type { ThemeProblem } from './validate-theme';

/** A theme problem as a sentence for the reader. */
export function useProblemText(): (p: ThemeProblem) => string {
  const { t } = useI18n();
  return useCallback(
    (p: ThemeProblem) => {
      switch (p.kind) {
        case 'syntax':
          return t('theme.install.errors.syntax', { detail: p.detail });
        case 'color':
          return t('theme.install.errors.color', { key: p.key, value: p.value });
        default:
          return t(`theme.install.errors.${p.kind}`);
      }
    },
    [t],
  );
}
