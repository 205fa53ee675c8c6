import { type ComponentType, createElement, lazy, useState } from "react";

/** A screen loaded on demand that can also be fetched ahead: `preload()` before it first draws. */
export type LazyScreen<P extends object = object> = ComponentType<P> & {
  preload: () => Promise<void>;
  /** Its code is here: it draws without suspending. */
  ready: () => boolean;
};

/**
 * `lazy()` with a `preload()`. A plain lazy component suspends the first time it renders even when its chunk has
 * arrived, so a first page drew a loader and then itself for each lazy level (layout, seller home, tab): a commit
 * and a paint each. main.tsx preloads the screens of the address it opens (screens.ts, `preloadScreensAt`), and a
 * screen whose code is already there draws at once (issue 31, docs/decisions/143).
 *
 * Each mount keeps the component it started with, so a screen never remounts when its code arrives meanwhile.
 */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const get = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (err: unknown) => {
        loading = undefined; // a later render tries again (the network may be back)
        throw err;
      },
    );
    return loading;
  };
  const Lazy = lazy(get);
  function Screen(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return createElement(Component, props);
  }
  Screen.preload = () =>
    get().then(
      () => undefined,
      () => undefined, // the screen's own render reports the failure
    );
  Screen.ready = () => loaded !== undefined;
  return Screen;
}
