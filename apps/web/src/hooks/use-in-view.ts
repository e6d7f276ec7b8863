import { type RefObject, useEffect, useState } from 'react';

/**
 * Becomes true once the element comes within `rootMargin` of the viewport, and stays true. Without
 * IntersectionObserver it is true at once, so nothing is left unloaded.
 */
export const useInView = (ref: RefObject<Element | null>, rootMargin = '200px'): boolean => {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (inView) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, inView]);
  return inView;
};
