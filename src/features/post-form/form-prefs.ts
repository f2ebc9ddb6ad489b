/**
 * The post form's own device preference: showing the CC field. Choosing CC recipients needs
 * canInvite plus this setting (the settings table has no key for it yet).
 */
import { useEffect, useState } from 'react';
import { kvGet, kvSet } from '@/core/db/kv-store';

const KEY = 'postForm:useCc';

export function useCcPreference(): [boolean, (v: boolean) => void] {
  const [value, setValue] = useState(false);
  useEffect(() => {
    let alive = true;
    void kvGet<unknown>(KEY)
      .catch(() => undefined)
      .then((v) => {
        if (alive) setValue(v === true);
      });
    return () => {
      alive = false;
    };
  }, []);
  return [
    value,
    (v: boolean) => {
      setValue(v);
      void kvSet(KEY, v);
    },
  ];
}
