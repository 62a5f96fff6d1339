import { useCallback, useState } from 'react';

/** Per device, not per user: the counter's machine stays in counter mode whoever signs in. */
export const COUNTER_MODE_KEY = 'schooldesk_fee_counter_mode';

function read(): boolean {
  try {
    return localStorage.getItem(COUNTER_MODE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Fee counter mode, remembered on this device. */
export function useCounterMode(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(read);
  const set = useCallback((next: boolean) => {
    setOn(next);
    try {
      localStorage.setItem(COUNTER_MODE_KEY, next ? '1' : '0');
    } catch {
      // Private browsing may refuse storage; the mode then lasts for this visit only.
    }
  }, []);
  return [on, set];
}
