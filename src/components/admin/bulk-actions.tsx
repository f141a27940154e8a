'use client';

import { clsx } from 'clsx';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, Input, Select } from '@/components/ui/field';
import { notify } from '@/components/forms/toaster';
import { bulkText as text, deskMessages, deskText } from '@/content/desk';
import { parseFrenchDay } from '@/lib/dates';
import type { WorkflowKind } from '@/config/requests';
import { AssigneeSelect } from './assignee-select';
import { BULK_FORM } from './bulk-form';
import { useAdminWrite } from './use-admin-write';

type Action = keyof typeof text.actions;
/** What `/api/admin/bulk` takes (server/admin/bulk.ts validates it again). */
type BulkChange = { kind: WorkflowKind; ids: string[] } & (
  | { action: 'assign'; assignee: string | null }
  | { action: 'status'; status: 'en_cours' | 'traite' }
  | { action: 'follow-up'; on: string | null }
);

const boxes = () => [...document.querySelectorAll<HTMLInputElement>(`input[form="${BULK_FORM}"][name="ids"]`)];

/**
 * Above the list: how many requests are selected (their cards' boxes, or `x` on a focused card), an action and what
 * it needs, « Appliquer ». Assignments, statuses and follow-ups go to /api/admin/bulk in one transaction; an export
 * downloads the CSV of the selected requests, with the list's filters.
 */
export function BulkActions(props: {
  kind: WorkflowKind;
  staff: { id: string; label: string }[];
  me: string;
  today: string;
  lastFollowUp: string;
  exportQuery: string;
}) {
  const { kind, staff, me, today, lastFollowUp, exportQuery } = props;
  const { busy, send } = useAdminWrite<BulkChange>('/api/admin/bulk', text.title);
  const [count, setCount] = useState(0);
  const [action, setAction] = useState<Action>('assign');
  const [error, setError] = useState<string | undefined>();
  const all = useRef<HTMLInputElement>(null);
  const dayField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const recount = () => {
      const list = boxes();
      const checked = list.filter((box) => box.checked).length;
      setCount(checked);
      if (all.current) {
        all.current.checked = list.length > 0 && checked === list.length;
        all.current.indeterminate = checked > 0 && checked < list.length;
      }
    };
    recount();
    document.addEventListener('change', recount);
    return () => document.removeEventListener('change', recount);
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const ids = boxes()
      .filter((box) => box.checked)
      .map((box) => box.value);
    if (ids.length === 0) return setError(text.pickOne);
    setError(undefined);
    if (action === 'export') {
      const query = new URLSearchParams(exportQuery);
      for (const id of ids) query.append('ids', id);
      // A post (an export writes its audit and history lines), answered by a file download: the list stays as it is.
      // A form is submitted only while it is in the document.
      const exporter = Object.assign(document.createElement('form'), {
        method: 'post',
        action: `/api/admin/export?${query}`,
        hidden: true,
      });
      document.body.append(exporter);
      exporter.submit();
      exporter.remove();
      void notify({ title: text.title, description: text.exported });
      return;
    }
    let change: BulkChange;
    if (action === 'assign') {
      const assignee = String(new FormData(form).get('assignee') ?? '');
      change = { action: 'assign', kind, ids, assignee: assignee || null };
    } else if (action === 'follow-up') {
      const typed = String(new FormData(form).get('on') ?? '').trim();
      const on = typed ? parseFrenchDay(typed) : null;
      const problem =
        typed && !on
          ? deskMessages.followUpFormat
          : on && (on < today || on > lastFollowUp)
            ? deskMessages.followUpRange
            : undefined;
      if (problem) {
        setError(problem);
        return dayField.current?.focus();
      }
      change = { action: 'follow-up', kind, ids, on };
    } else {
      change = { action: 'status', kind, ids, status: action };
    }
    const done = await send('bulk', change, (answer) => ({
      title: text.title,
      description: text.done(Number(answer.changed)),
    }));
    if (done) {
      for (const box of boxes()) box.checked = false;
      setCount(0);
      if (all.current) all.current.checked = all.current.indeterminate = false;
    }
  };

  return (
    // Once a request is selected, its actions show and stay at the top of the screen while the list scrolls.
    <form
      id={BULK_FORM}
      onSubmit={submit}
      aria-labelledby="bulk-title"
      className={clsx(
        'flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-line',
        count > 0 && 'sticky top-2 z-10 shadow-lg',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="bulk-title" className="font-bold text-brand-950">
          {text.title}
        </h3>
        <p className="text-sm font-semibold text-ink" aria-live="polite">
          {text.selected(count)}
        </p>
      </div>
      <label className="flex min-h-11 w-fit items-center gap-2 text-sm font-medium text-ink">
        <input
          ref={all}
          type="checkbox"
          className="size-5 accent-brand-700"
          onChange={(event) => {
            for (const box of boxes()) box.checked = event.target.checked;
            setCount(event.target.checked ? boxes().length : 0);
          }}
        />
        {text.selectAll}
      </label>
      <div
        className={clsx(
          'grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end',
          count === 0 && 'hidden',
        )}
      >
        <Field id="bulk-action" label={text.action}>
          {(aria) => (
            <Select {...aria} value={action} onChange={(event) => setAction(event.target.value as Action)}>
              {Object.entries(text.actions).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {action === 'assign' ? (
          <Field id="bulk-assignee" label={deskText.assignTo}>
            {(aria) => <AssigneeSelect {...aria} staff={staff} name="assignee" defaultValue={me} />}
          </Field>
        ) : action === 'follow-up' ? (
          <Field id="bulk-on" label={deskText.followUpOn} hint={deskText.followUpHint}>
            {(aria) => (
              <Input {...aria} ref={dayField} name="on" inputMode="numeric" autoComplete="off" maxLength={10} />
            )}
          </Field>
        ) : (
          <span aria-hidden />
        )}
        <button type="submit" className={buttonVariants({ variant: 'primary' })} disabled={busy !== null}>
          {busy ? deskText.working : text.apply}
        </button>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
