/**
 * Drafts of the visitor forms, kept on the device (localStorage) so that a reload or a closed tab loses nothing: per
 * form, what the visitor typed, the submission's idempotency key (made when the draft starts, kept until it is sent),
 * and, when a send failed for want of a network or of our database, the request waiting to go (`pending`). A draft is
 * deleted once its request is stored, and after DRAFT_RETENTION_DAYS without a change. The honeypot is never kept.
 * The privacy page says so (content/legal/pages/politique-confidentialite.ts).
 */
import { DRAFT_RETENTION_DAYS } from '@/config/offline';
import { HONEYPOT_FIELD } from '@/lib/schemas/limits';
import { DRAFT_PREFIX } from './draft-names';

export type Values = Record<string, string>;

export type Draft = {
  v: 1;
  /** The submission's idempotency key. */
  key: string;
  /** When it last changed (ms). */
  savedAt: number;
  /** The fields the visitor typed or chose. */
  values: Values;
  /**
   * The request waiting for the network: what was sent (without the honeypot), when first, and its photos (shrunk,
   * as data URLs) when the device has room for them.
   */
  pending?: { payload: Record<string, unknown>; queuedAt: number; photos?: string[] };
};

const DAY_MS = 86_400_000;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage refused (a privacy setting): forms work as before, without drafts
  }
}

/**
 * A new idempotency key: a random UUID (v4). crypto.randomUUID exists only on HTTPS and localhost; getRandomValues
 * everywhere, so a site served over plain HTTP behind a proxy still gets keys.
 */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const expired = (draft: Draft, now: number) => now - draft.savedAt > DRAFT_RETENTION_DAYS * DAY_MS;

function parse(text: string | null): Draft | undefined {
  if (!text) return undefined;
  try {
    const draft = JSON.parse(text) as Draft;
    return draft?.v === 1 &&
      typeof draft.key === 'string' &&
      typeof draft.savedAt === 'number' &&
      draft.values &&
      typeof draft.values === 'object'
      ? draft
      : undefined;
  } catch {
    return undefined;
  }
}

const withoutHoneypot = <T extends Record<string, unknown>>(values: T): T => {
  const { [HONEYPOT_FIELD]: _honeypot, ...rest } = values;
  return rest as T;
};

/** A form's draft, unless it has expired (then it is deleted). */
export function loadDraft(form: string, now = Date.now()): Draft | undefined {
  const store = storage();
  const draft = parse(store?.getItem(DRAFT_PREFIX + form) ?? null);
  if (draft && expired(draft, now)) {
    store?.removeItem(DRAFT_PREFIX + form);
    return undefined;
  }
  return draft;
}

function write(form: string, draft: Draft): boolean {
  try {
    storage()?.setItem(DRAFT_PREFIX + form, JSON.stringify(draft));
    return true;
  } catch {
    // full or refused: the form goes on without its draft
    return false;
  }
}

/** Keeps what the visitor typed (the key stays the draft's, or a new one starts). */
export function saveDraft(form: string, values: Values): Draft {
  const current = loadDraft(form);
  const draft: Draft = {
    v: 1,
    key: current?.key ?? newKey(),
    savedAt: Date.now(),
    values: withoutHoneypot(values),
    ...(current?.pending ? { pending: current.pending } : {}),
  };
  write(form, draft);
  return draft;
}

/**
 * Marks the draft's request as waiting for the network, with what it sends. Photos the device has no room for are
 * left out rather than the request: it then goes without them.
 */
export function queueDraft(
  form: string,
  values: Values,
  payload: Record<string, unknown>,
  photos: string[] = [],
): Draft {
  const draft = saveDraft(form, values);
  const pending = { payload: withoutHoneypot(payload), queuedAt: draft.pending?.queuedAt ?? Date.now() };
  const queued: Draft = { ...draft, pending: { ...pending, ...(photos.length ? { photos } : {}) } };
  if (write(form, queued) || !photos.length) return queued;
  const withoutPhotos: Draft = { ...draft, pending };
  write(form, withoutPhotos);
  return withoutPhotos;
}

/** The request is no longer waiting (refused for its content: the visitor corrects it), the draft stays. */
export function unqueueDraft(form: string) {
  const draft = loadDraft(form);
  if (draft?.pending) write(form, { ...draft, pending: undefined });
}

/** Deletes a form's draft: its request is stored. `key` given, only if the draft is still that submission's. */
export function clearDraft(form: string, key?: string) {
  if (key && loadDraft(form)?.key !== key) return;
  storage()?.removeItem(DRAFT_PREFIX + form);
}

/** Every draft on the device whose request waits, the expired ones deleted on the way. */
export function pendingDrafts(now = Date.now()): { form: string; draft: Draft }[] {
  const store = storage();
  if (!store) return [];
  const forms: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const name = store.key(index);
    if (name?.startsWith(DRAFT_PREFIX)) forms.push(name.slice(DRAFT_PREFIX.length));
  }
  return forms.flatMap((form) => {
    const draft = loadDraft(form, now);
    return draft?.pending ? [{ form, draft }] : [];
  });
}
