import type { ComponentType } from 'react';

/** A screen whose module loads the first time it renders, or earlier through `load()`. */
export type LazyScreen = ComponentType & { load: () => Promise<void> };

/**
 * Like React.lazy, but a screen whose module is already loaded renders at once instead of
 * suspending for one render, and `load()` fetches it ahead (the tests load every screen first).
 * A failed load is forgotten, so the next visit to the route tries again.
 */
export function lazyScreen<M>(
  importModule: () => Promise<M>,
  pick: (module: M) => ComponentType,
): LazyScreen {
  let Loaded: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  const load = () =>
    (pending ??= importModule().then(
      (module) => {
        Loaded = pick(module);
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  function Screen() {
    // Suspends by throwing the load, as React.lazy does: with `use()` here, a render replayed after
    // the module had arrived skipped the call, which React reports as a broken rule of `use()`.
    if (!Loaded) throw load();
    const Component = Loaded!;
    return <Component />;
  }
  return Object.assign(Screen, { load });
}
