import { useLayoutEffect, useRef } from 'react';

/**
 * Publishes the element's height as a CSS variable on the document while it is mounted, so that layers
 * fixed elsewhere (toasts below the sticky header, scroll padding above a floating button) keep clear of it.
 * The height comes from a ResizeObserver, which reports it after the browser's own layout and before the
 * paint: reading it at once (offsetHeight) forced a layout of the whole page in the middle of taking a
 * rendered page over. An element without a box (the header for the other screen width, hidden by CSS while the
 * server's page is taken over) publishes nothing, and an unchanged height is not written again (each write
 * restyles the whole document).
 */
export function useHeightVariable<T extends HTMLElement>(name: `--${string}`) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const style = document.documentElement.style;
    const publish = (height: number) => {
      const value = `${height}px`;
      if (height > 0 && style.getPropertyValue(name) !== value) style.setProperty(name, value);
    };
    if (typeof ResizeObserver === 'undefined') {
      publish(element.offsetHeight);
      return () => style.removeProperty(name);
    }
    const observer = new ResizeObserver(([entry]) => publish(Math.round(entry?.borderBoxSize?.[0]?.blockSize ?? element.offsetHeight)));
    observer.observe(element);
    return () => {
      observer.disconnect();
      style.removeProperty(name);
    };
  }, [name]);
  return ref;
}
