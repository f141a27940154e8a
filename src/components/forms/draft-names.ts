/**
 * Where the forms' drafts live in localStorage (drafts.ts): `DRAFT_PREFIX` + the form's name. On its own, so that a
 * page can tell whether a draft is kept, and hear that its request was stored, without loading drafts.ts
 * (offline-resume.tsx, request-page-form.tsx).
 */
export const DRAFT_PREFIX = 'multitech:brouillon:';

/** The window event a form listens to: its queued request was stored (`detail`: form, key, notice). */
export const SENT_EVENT = 'multitech:demande-envoyee';

/** Whether the device keeps a draft of `form` (or of any form): a look at localStorage's names only. */
export function hasDraft(form?: string): boolean {
  try {
    return form === undefined
      ? Object.keys(localStorage).some((name) => name.startsWith(DRAFT_PREFIX))
      : localStorage.getItem(DRAFT_PREFIX + form) !== null;
  } catch {
    return false; // storage refused (a privacy setting)
  }
}
