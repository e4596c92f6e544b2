import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `margin` of the window (and stays true from then on), for
 * parts below the fold whose code can wait until the visitor scrolls towards them.
 */
export const useNearViewport = (ref: RefObject<Element | null>, margin = '400px') => {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
};
