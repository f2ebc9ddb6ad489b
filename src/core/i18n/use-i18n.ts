import { useMemo, useSyncExternalStore } from 'react';
import type { LanguageCode } from './languages';
import { getI18nState, subscribeLanguage } from './store';
import { translateIn } from './translate';
import type { MessageKey, MessageVars } from './types';

export interface I18nHandle {
  t: (key: MessageKey, vars?: MessageVars) => string;
  tDynamic: (key: string, vars?: MessageVars) => string;
  lang: LanguageCode;
}

/** `{ t, lang }` for the current language; re-renders when it changes. */
export function useI18n(): I18nHandle {
  const state = useSyncExternalStore(subscribeLanguage, getI18nState, getI18nState);
  return useMemo(() => {
    const translate = (key: string, vars?: MessageVars) => translateIn(state.lang, key, vars);
    return { t: translate, tDynamic: translate, lang: state.lang };
  }, [state]);
}
