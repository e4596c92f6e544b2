import { useEffect, useState } from 'react';

/** Whole seconds until the moment `until` (a timestamp), counting down once a second. */
export const useSecondsUntil = (until: number) => {
  const [now, setNow] = useState(Date.now);
  const seconds = Math.max(0, Math.ceil((until - now) / 1000));
  const done = seconds === 0;
  useEffect(() => {
    if (done) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [done]);
  return seconds;
};
