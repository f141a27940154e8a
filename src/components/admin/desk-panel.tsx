'use client';

import type { WorkflowKind } from '@/config/requests';
import { deskText as text } from '@/content/desk';
import { DeskAssignment } from './desk-assignment';
import { useDeskChange, type DeskAct } from './desk-change';
import { DeskContact } from './desk-contact';
import { DeskFollowUp } from './desk-follow-up';
import { DeskNote } from './desk-note';
import { DeskReply } from './desk-reply';

export type DeskPanelProps = {
  kind: WorkflowKind;
  id: string;
  /** The caller's user id, for "Me l'attribuer". */
  me: string;
  staff: { id: string; label: string }[];
  assignedTo: string | null;
  followUpOn: string | null;
  /** Whether the follow-up is due (the request not yet handled). */
  overdue: boolean;
  /** Today and the last day a follow-up may be set, as ISO dates (the server checks them again). */
  today: string;
  lastFollowUp: string;
  /** The visitor's address, or null for a call-back; the reply's subject to start from. */
  email: string | null;
  replySubject: string;
  limits: { note: number; reply: number; subject: number };
  /** The reply templates of its kind, their placeholders filled from the request (server/admin/reply-templates.ts). */
  templates: { id: string; title: string; subject: string; body: string }[];
};

/**
 * The desk on a request's own page: who has it, when to call back, a note, and a reply by mail. Each block sends one
 * action; a toast says what became of it and the page, its history included, is read again. One write at a time: while
 * one is under way, every block's buttons wait.
 */
export function DeskPanel(props: DeskPanelProps) {
  const { kind, id } = props;
  const { busy, send } = useDeskChange();
  const act: DeskAct = send;
  const block = { kind, id, busy, act };

  return (
    <section aria-labelledby="desk-title" className="flex flex-col gap-4">
      <h2 id="desk-title" className="text-xl font-bold text-brand-950">
        {text.heading}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <DeskAssignment {...block} me={props.me} staff={props.staff} assignedTo={props.assignedTo} />
        <DeskFollowUp
          {...block}
          followUpOn={props.followUpOn}
          overdue={props.overdue}
          today={props.today}
          lastFollowUp={props.lastFollowUp}
        />
        <DeskContact {...block} limits={props.limits} />
        <DeskNote {...block} limits={props.limits} />
        <DeskReply
          {...block}
          email={props.email}
          replySubject={props.replySubject}
          limits={props.limits}
          templates={props.templates}
        />
      </div>
    </section>
  );
}
