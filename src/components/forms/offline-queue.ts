/**
 * Requests waiting for the network (issue 30). A form whose send failed for want of a network, or because the server
 * was briefly unavailable, keeps the request in its draft (drafts.ts) and calls queueRequest: this module sends it again
 * by itself: when the browser says it is back online, and meanwhile with a backoff (RETRY_FIRST_MS, doubling up to
 * RETRY_MAX_MS), and on the next page load of the site (OfflineResume). Where the browser has Background Sync, the
 * service worker (/sw.js) gets the request too and sends it even once every tab is closed. Both carry the
 * submission's idempotency key, so whichever comes second stores nothing and gets the first answer: the page then
 * confirms with the same toast and deletes the draft.
 *
 * Loaded only when a form is used or a request waits: never with a page.
 */
import { RETRY_FIRST_MS, RETRY_MAX_MS } from '@/config/offline';
import { messages } from '@/content/requests';
import { NONCE_PAGES } from '@/config/security-headers';
import type { RequestKind } from '@/lib/schemas/requests';
import { fromDataUrl } from './photo-files';
import { clearDraft, pendingDrafts, queueDraft, unqueueDraft, type Values } from './drafts';
import { SENT_EVENT } from './draft-names';
import { preloadAttribution, requestBody, sendRequest } from './send-request';
import { notify, preloadToasts } from './toaster';

export type SentDetail = { form: string; key: string; notice: { title: string; description?: string } };

export const WORKER_URL = '/sw.js';

let delay = RETRY_FIRST_MS;
let timer: ReturnType<typeof setTimeout> | undefined;
let flushing: Promise<void> | undefined;
let listening = false;

function sent(form: string, key: string, notice: SentDetail['notice']) {
  clearDraft(form, key);
  void notify(notice);
  window.dispatchEvent(new CustomEvent<SentDetail>(SENT_EVENT, { detail: { form, key, notice } }));
}

/** Sends every waiting request once; plans the next try while any still waits for the network. */
async function flush(): Promise<void> {
  let waiting = false;
  for (const { form, draft } of pendingDrafts()) {
    const result = await sendRequest(form as RequestKind, draft.pending!.payload, {
      idempotencyKey: draft.key,
      photos: draft.pending!.photos?.map(fromDataUrl),
    });
    if (result.ok) sent(form, draft.key, result.notice);
    else if (result.offline || result.status === 429) waiting = true;
    else {
      // Refused for what it says (it could not have been sent as it is): back to the form, whose fields are kept.
      unqueueDraft(form);
      void notify({ title: result.error.title, description: result.error.description, variant: 'error' });
    }
  }
  if (waiting) schedule(delay);
  delay = waiting ? Math.min(delay * 2, RETRY_MAX_MS) : RETRY_FIRST_MS;
}

function run() {
  flushing ??= flush().finally(() => (flushing = undefined));
  return flushing;
}

function schedule(ms: number) {
  clearTimeout(timer);
  timer = setTimeout(() => void run(), ms);
}

function listen() {
  if (listening) return;
  listening = true;
  window.addEventListener('online', () => {
    delay = RETRY_FIRST_MS;
    void run();
  });
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: string } & Partial<SentDetail>;
    if (
      data?.type === 'sent' &&
      data.form &&
      data.key &&
      data.notice &&
      pendingDrafts().some(({ form, draft }) => form === data.form && draft.key === data.key)
    ) {
      sent(data.form, data.key, data.notice);
    }
  });
}

/** On a page load: deletes expired drafts, sends what waits from an earlier visit (and keeps trying). */
export function resumeQueue() {
  if (pendingDrafts().length === 0) return;
  listen();
  void registerWorker();
  void run();
}

/**
 * Keeps a request that could not go (its draft's key with it, and its photos as data URLs), says so, and sends it once
 * the network is back. A request whose honeypot is filled is not kept: a bot's, answered as sent by the server anyway.
 */
export async function queueRequest(
  form: string,
  values: Values,
  payload: Record<string, unknown>,
  honeypot: string,
  { network, photos = [] }: { network: boolean; photos?: string[] },
) {
  void notify({ title: messages.offline, variant: 'error' });
  if (honeypot) return;
  const body = await requestBody(payload);
  const draft = queueDraft(form, values, body, photos);
  listen();
  // Without a network the worker keeps a copy for Background Sync, which waits for the connection. A server that
  // answered "unavailable" is reachable: the page's backoff retries it (a sync would fire at once, and again only
  // minutes later), and the next page load does if the tab is closed meanwhile.
  if (network) await handToWorker(form, draft.key, body, draft.pending?.photos?.map(fromDataUrl) ?? []);
  schedule(delay);
}

/**
 * When a form is first used: everything its request may need once the network is gone is loaded now (a script cannot
 * load offline), and the service worker is registered.
 */
export function prepareOffline() {
  void preloadToasts();
  void preloadAttribution();
  void registerWorker();
}

/**
 * Registers the service worker (no cache, no fetch handler: it only replays queued requests through Background Sync).
 * Called when a form is first used, never at a page's load, and never in the back-office or the sign-in pages.
 */
export async function registerWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator) || NONCE_PAGES.test(location.pathname)) return undefined;
  try {
    return await navigator.serviceWorker.register(WORKER_URL, { scope: '/', updateViaCache: 'none' });
  } catch {
    return undefined; // the page's own retry does the work
  }
}

type SyncRegistration = ServiceWorkerRegistration & { sync?: unknown };

/**
 * Where the browser has Background Sync, the worker keeps a copy of the request (and registers the sync itself, once
 * the copy is stored) and sends it even after the tab closes.
 */
async function handToWorker(form: string, key: string, body: Record<string, unknown>, photos: Blob[]) {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration(WORKER_URL)) as SyncRegistration | undefined;
    if (!registration?.active || !registration.sync) return;
    registration.active.postMessage({
      type: 'queue',
      form,
      key,
      url: `/api/requests/${form}`,
      body: JSON.stringify(body),
      photos,
    });
  } catch {
    // no Background Sync: the page retries alone
  }
}
