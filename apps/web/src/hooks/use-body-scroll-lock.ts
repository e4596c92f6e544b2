import { useEffect } from 'react';

/** Stops the page behind an overlay from scrolling while the calling component is mounted. */
export const useBodyScrollLock = () => {
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);
};
