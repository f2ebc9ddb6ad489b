import { useEffect, useState } from 'react';
import { LONG_LOAD_AFTER_MS } from '@/core/constants';

/** True once the component has been on screen for the spec's long-load time (section 4: about 10 s). */
export function useLongLoad(after: number = LONG_LOAD_AFTER_MS): boolean {
  const [long, setLong] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLong(true), after);
    return () => clearTimeout(timer);
  }, [after]);
  return long;
}
