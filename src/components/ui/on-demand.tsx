import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component whose code loads the first time it renders (React.lazy), nothing shown meanwhile. For what a client
 * component renders only once the page runs, after an event: a request dialog, the toaster, the signed-in menu, the
 * second sign-in step. Not next/dynamic: its machinery for rendering on the server (preloads, the bail-out, the
 * request storage) cost every page 1,184 B of gzip script for components that never render there (issue 31).
 */
export function onDemand<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Lazy = lazy(load) as unknown as ComponentType<P>;
  function OnDemand(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return OnDemand;
}
