import { useEffect, useRef, useState } from 'react';

/**
 * A ref for an element, and whether it has come within `margin` of the viewport or is above it (the page was
 * scrolled past it, or a reload restored a position below it). Once true it stays true; where the browser has no
 * IntersectionObserver it is true at once.
 */
export function useNearViewport<T extends Element>(margin = '0px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting || entry.boundingClientRect.top < 0)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}
