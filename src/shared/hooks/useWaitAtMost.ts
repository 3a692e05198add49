import { useEffect, useState } from "react";

/**
 * `waiting` for at most `ms` milliseconds: true while `waiting` holds and the time has not run
 * out since it began; false for good once it ran out (a stalled load never holds what waits for it
 * for ever). Used to hold rows that are in until what their cells need is in too.
 */
export function useWaitAtMost(waiting: boolean, ms: number): boolean {
  const [expired, setExpired] = useState(false);
  const pending = waiting && !expired;
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setExpired(true), ms);
    return () => clearTimeout(timer);
  }, [pending, ms]);
  return pending;
}
