/**
 * How a kind of request is declared (issue 44): one file per table in this folder says, for each of its columns, what
 * the back-office shows of it (its label from content/request-fields.ts, its words for a stored id or date), what the
 * team's mail says of it and what an erasure does with it; and for each form stored there, the row its data makes, the
 * team mail's title, the visitor's acknowledgement and the success message. The back-office's fields and cards
 * (server/admin/kinds.ts), the mails (server/requests/writers.ts), the erasure (server/admin/personal-data-erasure.ts)
 * and the CSV are derived from these. Every column of a table must be named: a column added without saying what the
 * back-office and an erasure do with it fails to compile.
 */
import type { Table } from 'drizzle-orm';
import type { FieldKey } from '@/content/admin';
import type { RequestKind } from '@/config/request-kinds';
import type { StoredKind } from '@/config/requests';
import type { RequestData } from '@/lib/schemas/requests';
import type { Field } from '@/server/mail/templates';

/** What an erasure leaves as it is. */
export const KEPT = Symbol('kept');
/** What an erasure empties: '' in a required column, null in another. */
export const ERASED = Symbol('erased');

type Insert<T extends Table> = T['$inferInsert'];
type Select<T extends Table> = T['$inferSelect'];

/** How a column is shown, with its label: in the request's detail, in the CSV and in the team's mail, in this order. */
export type Shown = {
  /** Its words for a stored id or date, everywhere it is shown. */
  format?: (value: string) => string;
  /** The team's mail's words, where they differ. */
  mail?: (value: string) => string;
};

/** A column of a kind's table: what an erasure writes in it (or KEPT, or ERASED), and whether it is shown as a field. */
type Column<V, Labelled extends boolean> = { erase: typeof KEPT | typeof ERASED | V } & (Labelled extends true
  ? { shown?: Shown }
  : { shown?: never });

/** Every column of a table, each said once; only a column with a label may be shown. */
export type Columns<T extends Table> = {
  [C in keyof Insert<T>]-?: Column<Insert<T>[C], C extends FieldKey ? true : false>;
};

/** A column shown in the back-office and the mail, with what an erasure does with it (KEPT by default). */
export function shown(): { erase: typeof KEPT; shown: Shown };
export function shown<const E>(erase: E, words?: Shown): { erase: E; shown: Shown };
export function shown(erase: unknown = KEPT, words: Shown = {}) {
  return { erase, shown: words };
}

/** A request's card in the back-office: the line under the name, and the first lines of what was written. */
export type Card = { topic: string | null; excerpt: string | null };

export type StoredKindSpec<T extends Table = Table> = {
  id: StoredKind;
  table: T;
  /** The back-office's search: over who is asking (name, email, company, phone), or the address alone. */
  search: 'person' | 'email';
  card: (row: Select<T>) => Card;
} & (
  | { erasure: 'columns'; columns: Columns<T> }
  /** The newsletter's: an erasure deletes the row, and the back-office shows the columns named here. */
  | { erasure: 'row'; columns: { [C in keyof Insert<T> & FieldKey]?: { shown: Shown } } }
);

export const defineStoredKind = <T extends Table>(spec: StoredKindSpec<T>) => spec;

/** The columns a kind's back-office and mail show, in reading order. */
export const shownColumns = (spec: { columns: object }) =>
  Object.entries(spec.columns as Record<string, { shown?: Shown }>).flatMap(([key, column]) =>
    column.shown ? [{ key: key as FieldKey, ...column.shown }] : [],
  );

export type Notice = { title: string; description?: string };

/** A form whose data makes a row of its stored kind's table. */
export type FormKindSpec<K extends RequestKind, T extends Table = Table> = {
  /** The row its data stores, without its id and the visit (the pipeline adds them); by default the data itself. */
  values?: (data: RequestData<K>) => Omit<Insert<T>, 'id'>;
  /** The team mail's title: its subject and heading. */
  title: (data: RequestData<K>) => string;
  /** The team mail's lines (the photos' and the source's follow); by default the stored kind's shown columns. */
  lines?: (data: RequestData<K>) => Field[];
  /** Mailed to the urgent address too (a critical support request). */
  urgent?: (data: RequestData<K>) => boolean;
  /** The visitor's acknowledgement; none for a form without an address. */
  acknowledge?: (data: RequestData<K>) => { subject: string; body: string };
  success: (data: RequestData<K>) => Notice;
};

/**
 * A form's declaration, beside its table's: a form whose fields are not all columns of the table (a support request's
 * issue, a call-back's slot) must say the row it makes (`values`), or it fails to compile.
 */
export const defineForm = <K extends RequestKind, T extends Table>(
  _stored: StoredKindSpec<T>,
  spec: Exclude<keyof RequestData<K>, 'website'> extends keyof Insert<T>
    ? FormKindSpec<K, T>
    : FormKindSpec<K, T> & Required<Pick<FormKindSpec<K, T>, 'values'>>,
) => spec;

/** The label of an id in one of content/'s lists of choices. */
export const labelIn =
  (list: readonly { id: string; label: string }[]) =>
  (id: string): string =>
    list.find((item) => item.id === id)?.label ?? id;
