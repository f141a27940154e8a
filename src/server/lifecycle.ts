/**
 * What the process must finish before it exits. The app registers its background work here at start (the mail sender,
 * the admin socket, the database); the server entry (server/main.ts) runs it on SIGTERM or SIGINT, once no request is
 * in flight any more. The list lives on globalThis: the entry, loaded by tsx, and the bundled app are two module graphs.
 */
import { logError, logInfo } from './log';

type Hook = { name: string; run: () => Promise<void> | void };

const hooks: Hook[] = ((globalThis as { __siteShutdownHooks?: Hook[] }).__siteShutdownHooks ??= []);

/** Registers work to finish at shutdown. Hooks run one after another, the last registered first. */
export function onShutdown(name: string, run: Hook['run']) {
  hooks.push({ name, run });
}

/** Runs every hook once, each bounded by `timeoutMs`: a hook that hangs or fails does not keep the others from running. */
export async function runShutdownHooks(timeoutMs = 10_000) {
  for (const hook of hooks.splice(0).reverse()) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = performance.now();
    try {
      await Promise.race([
        Promise.resolve().then(hook.run),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(Object.assign(new Error('timeout'), { name: 'ShutdownTimeout' })), timeoutMs);
        }),
      ]);
      logInfo('shutdown', `${hook.name} stopped`, { ms: Math.round(performance.now() - started) });
    } catch (error) {
      logError('shutdown', `${hook.name} did not stop cleanly`, error);
    } finally {
      clearTimeout(timer);
    }
  }
}
