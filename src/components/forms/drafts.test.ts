import { beforeEach, describe, expect, it } from 'vitest';
import { DRAFT_RETENTION_DAYS } from '@/config/offline';
import { clearDraft, loadDraft, newKey, pendingDrafts, queueDraft, saveDraft, unqueueDraft } from './drafts';

/** localStorage as a browser has it, in memory. */
class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(name: string) {
    return this.items.get(name) ?? null;
  }
  setItem(name: string, value: string) {
    this.items.set(name, String(value));
  }
  removeItem(name: string) {
    this.items.delete(name);
  }
}

const DAY_MS = 86_400_000;
let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  (globalThis as { window?: unknown }).window = { localStorage: storage };
});

describe('drafts', () => {
  it('keeps a form’s fields and one key for the whole draft, never the honeypot', () => {
    const first = saveDraft('quote', { name: 'Awa', website: 'http://spam' });
    const second = saveDraft('quote', { name: 'Awa Koné', email: 'awa@example.ci' });
    expect(second.key).toBe(first.key);
    expect(second.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(loadDraft('quote')?.values).toEqual({ name: 'Awa Koné', email: 'awa@example.ci' });
    expect(loadDraft('contact')).toBeUndefined();
    const queued = queueDraft('quote', { name: 'Awa Koné' }, { name: 'Awa Koné', website: 'x', source: '/contact' });
    expect(queued.pending?.payload).toEqual({ name: 'Awa Koné', source: '/contact' });
    expect(
      JSON.stringify([...Array(storage.length).keys()].map((index) => storage.getItem(storage.key(index)!))),
    ).not.toContain('website');
  });

  it('expires after the retention, and is swept when the queue looks', () => {
    saveDraft('quote', { name: 'Awa' });
    queueDraft('contact', { name: 'Yao' }, { name: 'Yao' });
    const later = Date.now() + (DRAFT_RETENTION_DAYS - 1) * DAY_MS;
    expect(loadDraft('quote', later)?.values).toEqual({ name: 'Awa' });
    expect(pendingDrafts(later).map(({ form }) => form)).toEqual(['contact']);
    const expired = Date.now() + DRAFT_RETENTION_DAYS * DAY_MS + 60_000;
    expect(pendingDrafts(expired)).toEqual([]);
    expect(storage.length).toBe(0);
  });

  it('is cleared once sent, only if it is still that submission', () => {
    const draft = queueDraft('quote', { name: 'Awa' }, { name: 'Awa' });
    clearDraft('quote', newKey());
    expect(loadDraft('quote')?.key).toBe(draft.key);
    unqueueDraft('quote');
    expect(loadDraft('quote')?.pending).toBeUndefined();
    clearDraft('quote', draft.key);
    expect(loadDraft('quote')).toBeUndefined();
    // After a send, the next draft is another submission.
    expect(saveDraft('quote', { name: 'Awa' }).key).not.toBe(draft.key);
  });

  it('reads a damaged entry as no draft', () => {
    storage.setItem('multitech:brouillon:quote', '{pas du json');
    expect(loadDraft('quote')).toBeUndefined();
    expect(saveDraft('quote', { name: 'A' }).values).toEqual({ name: 'A' });
  });
});
