import type { ContactChannel, WorkflowKind } from '@/config/requests';
import { deskText as text } from '@/content/desk';
import { useAdminWrite } from './use-admin-write';

/** What `/api/admin/requests` takes: one action on one request (server/admin/desk.ts validates it again). */
export type DeskChange = { kind: WorkflowKind; id: string } & (
  | { action: 'note'; text: string }
  | { action: 'remove-note'; noteId: string }
  | { action: 'assign'; assignee: string | null }
  | { action: 'reply'; subject: string; text: string }
  | { action: 'contact'; channel: ContactChannel; note: string | null }
  | { action: 'follow-up'; on: string | null }
);
export type DeskAction = DeskChange extends infer C ? (C extends { action: infer A } ? A : never) : never;

export const useDeskChange = () => useAdminWrite<DeskChange>('/api/admin/requests', text.errorTitle);

type Send = ReturnType<typeof useDeskChange>['send'];
/** One write of the desk, named by its action; true once it went through. */
export type DeskAct = (action: DeskAction, change: DeskChange, done: Parameters<Send>[2]) => Promise<boolean>;

/** What each block of the desk is given: the request, the write under way (every block waits for it), and the write. */
export type DeskBlockProps = { kind: WorkflowKind; id: string; busy: string | null; act: DeskAct };

export const formText = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? '').trim();
