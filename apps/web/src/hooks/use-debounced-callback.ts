import { useCallback, useEffect, useRef } from 'react';

/** `callback`, called only once `delay` ms pass without another call; dropped on unmount. */
export const useDebouncedCallback = <A extends unknown[]>(
  callback: (...args: A) => void,
  delay: number,
) => {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delay);
    },
    [delay],
  );
};
