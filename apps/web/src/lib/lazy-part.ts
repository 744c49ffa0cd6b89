import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyPart<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<void> };

/**
 * A part of a page whose code loads apart (React's `lazy`), with `preload()` to fetch it ahead. Once its code is
 * here it renders at once, without suspending: a page the server rendered is then taken over whole, where a part
 * still loading would stay as the server's HTML and a tap on it would be lost.
 */
export function lazyPart<P>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const part = lazy(() => {
    // A thenable that answers at once: React reads a part already loaded without suspending.
    if (loaded) {
      const module = { default: loaded };
      return { then: (resolve: (value: typeof module) => void) => resolve(module) } as unknown as Promise<typeof module>;
    }
    return preload().then(() => ({ default: loaded! }));
  });
  return Object.assign(part, { preload });
}
