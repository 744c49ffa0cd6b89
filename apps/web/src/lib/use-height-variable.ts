import { useLayoutEffect, useRef } from 'react';

/**
 * Publishes the element's height as a CSS variable on the document while it is mounted, so that layers
 * fixed elsewhere (toasts below the sticky header, scroll padding above a floating button) keep clear of it.
 */
export function useHeightVariable<T extends HTMLElement>(name: `--${string}`) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const style = document.documentElement.style;
    const publish = () => style.setProperty(name, `${element.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      style.removeProperty(name);
    };
  }, [name]);
  return ref;
}
