/**
 * The site's service worker (served as /sw.js by app/sw.js/route.ts): it replays visitor requests that could not be
 * sent, through Background Sync, even once every tab is closed. Nothing else: no cache (no page, back-office or
 * sign-in answer is ever kept, none can go stale) and no fetch handler (every request goes to the network as if there
 * were no worker).
 *
 * Hand-written rather than Serwist: @serwist/next builds the worker with webpack, and this site builds with Turbopack;
 * Serwist's BackgroundSyncQueue would bring its precaching runtime for the ~60 lines below, and its queue replays a
 * request it intercepted in a fetch handler, which is the one thing this worker must not have (pages would then go
 * through it). The page hands the request over itself (components/forms/offline-queue.ts).
 *
 * The function is sent as its own source text (`String(serviceWorker)`), so it must be self-contained: it reads only
 * its arguments and the worker's globals, never a binding of this module.
 */

/** The little of ServiceWorkerGlobalScope this worker uses (the project compiles against the DOM's types). */
export type WorkerScope = {
  addEventListener(type: 'install' | 'activate' | 'message' | 'sync', listener: (event: WorkerEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window' }): Promise<{ postMessage(message: unknown): void }[]>;
  };
  registration: { sync?: { register(tag: string): Promise<void> } };
};
type WorkerEvent = { waitUntil(promise: Promise<unknown>): void; data?: unknown; tag?: string; origin?: string };

/** `photoField`, `fieldsPart`, `maxPhotos`: how a request with photos is posted (config/photos.ts). */
export type WorkerConfig = {
  syncTag: string;
  retentionMs: number;
  database: string;
  requestPath: string;
  photoField: string;
  fieldsPart: string;
  maxPhotos: number;
};

/**
 * A request the worker keeps until it is stored (IndexedDB, keyed by the submission's idempotency key), with its
 * photos (IndexedDB keeps Blobs as they are).
 */
type Entry = { key: string; form: string; url: string; body: string; photos: Blob[]; queuedAt: number };

export function serviceWorker(scope: WorkerScope, config: WorkerConfig) {
  const STORE = 'demandes';

  const open = () =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(config.database, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });

  const inStore = async <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) => {
    const db = await open();
    return new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => {
        db.close();
        resolve(request.result);
      };
      transaction.onerror = () => {
        db.close();
        reject(transaction.error);
      };
    });
  };

  const isEntry = (data: unknown): data is Entry & { type: 'queue' } => {
    const entry = data as Partial<Entry> & { type?: string };
    return (
      entry?.type === 'queue' &&
      typeof entry.key === 'string' &&
      /^[0-9a-f-]{36}$/i.test(entry.key) &&
      typeof entry.form === 'string' &&
      typeof entry.body === 'string' &&
      Array.isArray(entry.photos) &&
      entry.photos.length <= config.maxPhotos &&
      entry.photos.every((photo) => photo instanceof Blob) &&
      entry.url === config.requestPath + entry.form &&
      /^[a-z]+$/.test(entry.form)
    );
  };

  /** Sends every kept request; throws while any still waits, so that the browser plans another sync. */
  const replay = async () => {
    const entries = await inStore<Entry[]>('readonly', (store) => store.getAll() as IDBRequest<Entry[]>);
    let again = false;
    for (const entry of entries) {
      if (Date.now() - entry.queuedAt > config.retentionMs) {
        await inStore('readwrite', (store) => store.delete(entry.key));
        continue;
      }
      // With photos, as the page posts them (components/forms/send-request.ts): the fields as JSON in one part.
      const photos = entry.photos ?? [];
      let body: string | FormData = entry.body;
      if (photos.length) {
        body = new FormData();
        body.append(config.fieldsPart, entry.body);
        photos.forEach((photo, index) => (body as FormData).append(config.photoField, photo, `photo-${index + 1}`));
      }
      let response: Response;
      try {
        response = await fetch(entry.url, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { ...(photos.length ? {} : { 'content-type': 'application/json' }), 'idempotency-key': entry.key },
          body,
        });
      } catch {
        again = true;
        continue;
      }
      // Not now (too many requests, or the server briefly unavailable): kept for the next sync.
      if (response.status === 429 || response.status >= 500) {
        again = true;
        continue;
      }
      // Stored, or refused for what it says (the page shows that when it sends its own copy): not kept.
      await inStore('readwrite', (store) => store.delete(entry.key));
      const answer = (await response.json().catch(() => null)) as { ok?: boolean; notice?: unknown } | null;
      if (answer?.ok) {
        for (const client of await scope.clients.matchAll({ type: 'window' }))
          client.postMessage({ type: 'sent', form: entry.form, key: entry.key, notice: answer.notice });
      }
    }
    if (again) throw new Error('requests still waiting');
  };

  scope.addEventListener('install', () => void scope.skipWaiting());
  scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()));
  scope.addEventListener('message', (event) => {
    const data = event.data;
    if (!isEntry(data)) return;
    const entry: Entry = {
      key: data.key.toLowerCase(),
      form: data.form,
      url: data.url,
      body: data.body,
      photos: data.photos,
      queuedAt: Date.now(),
    };
    event.waitUntil(
      inStore('readwrite', (store) => store.put(entry)).then(() => scope.registration.sync?.register(config.syncTag)),
    );
  });
  scope.addEventListener('sync', (event) => {
    if (event.tag === config.syncTag) event.waitUntil(replay());
  });
}
