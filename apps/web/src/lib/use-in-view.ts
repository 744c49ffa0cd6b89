import { useEffect, useRef } from 'react';

/** Calls `onEnter` whenever the returned element scrolls into view (infinite lists' sentinel). */
export function useInView<T extends Element>(onEnter: () => void, enabled = true, rootMargin = '400px') {
  const ref = useRef<T>(null);
  const callback = useRef(onEnter);
  useEffect(() => {
    callback.current = onEnter;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) callback.current();
    }, { rootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, rootMargin]);
  return ref;
}
