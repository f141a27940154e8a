/**
 * What the back-office shows of each kind of request: its table, the text searched, every field in reading order,
 * and how its rows are read, all from the kind's declaration in server/request-kinds/ (where every column is named,
 * checked against the table's type, and only a column with a label in content/ may be shown).
 */
import { asc, desc, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { fieldLabels, searchHints, type FieldKey } from '@/content/admin';
import { selectArrays, type Db, type Tx } from '@/server/db/client';
import { shownColumns, storedKindSpecs, type StoredKindSpec, type StoredTable } from '@/server/request-kinds';
import { responseStateOf, type ResponseState } from './response-promise';
import {
  personSearchText,
  searchText,
  workflowKinds,
  type Attribution,
  type LostReason,
  type NewsletterStatus,
  type Outcome,
  type RequestStatus,
  type StoredKind,
  type WorkflowKind,
} from '@/server/db/schema';

export type RequestTable = StoredTable;

/**
 * Which rows of a list to read: its filters (and the CSV's keyset), a limit and an offset; newest first, or for "À
 * relancer" the oldest follow-up date first.
 */
export type Slice = { where: SQL | undefined; limit: number; offset: number; order?: 'newest' | 'follow-up' };

/** A request as the back-office shows it, whatever its kind. */
export type ShownRequest = {
  id: string;
  status: RequestStatus | NewsletterStatus;
  createdAt: Date;
  /** created_at as PostgreSQL prints it, to the microsecond: the CSV's keyset cursor (a Date keeps milliseconds). */
  cursor: string;
  source: string;
  name: string;
  /** '' for a call-back request, which leaves a phone number only. */
  email: string;
  phone: string | null;
  /** The phone in E.164 (`+2250700000001`) when it could be read as one: the back-office's WhatsApp link. */
  phoneE164: string | null;
  company: string | null;
  /** The line under the name on a card. */
  topic: string | null;
  /** What the visitor wrote, for the card's first lines. */
  excerpt: string | null;
  /** Every field of the request, labelled, in reading order; empty ones included as null. */
  fields: ShownField[];
  /** The lead desk's: the staff member it is assigned to (a user id), the day to follow it up (ISO date). */
  assignedTo: string | null;
  followUpOn: string | null;
  /** Where the visit came from. */
  channel: string | null;
  attribution: Attribution | null;
  /** The response promise it is under and where it stands (issue 32); null for the newsletter. */
  response: ResponseState | null;
  /** How a quote, a consultation or a demo ended (issue 32); null while it has no outcome, and for other kinds. */
  outcome: { outcome: Outcome; amount: number | null; reason: LostReason | null } | null;
};
export type ShownField = { label: string; value: string | Date | null };

export type KindConfig<T extends RequestTable = RequestTable> = {
  table: T;
  /** The text searched with ILIKE (name, email, company and phone where the kind has them), as its trigram index has it. */
  search: SQL;
  searchHint: string;
  /** Requests whose status staff move; the newsletter's status is the subscriber's own. */
  workflow: WorkflowKind | null;
  /** The labels of `fields`, in order: the CSV's header. */
  labels: string[];
  read: (db: Db | Tx, slice: Slice) => Promise<ShownRequest[]>;
  /**
   * The same rows for a long read (the CSV export), handed to `each` one at a time with the values of `fields`, and
   * nothing of them kept; resolves to how many there were. The driver answers in arrays, and no ShownRequest is built:
   * drizzle's mapping and a batch of shown requests allocated so much while the batch was alive that the young
   * generation's collections caught it and promoted it to the old space, where only a full collection frees it. An
   * export of 300,000 requests left 47 MB there each time, 7 MB this way (bench/admin.md).
   */
  readEach: (db: Db, slice: Slice, each: (row: ExportedRow) => void) => Promise<number>;
};

/** A request as the CSV export reads it: its columns, its cursor, and the values of its kind's fields. */
export type ExportedRow = {
  request: Pick<ShownRequest, 'id' | 'status' | 'createdAt' | 'source' | 'channel' | 'attribution'> & {
    assignedTo?: string | null;
    followUpOn?: string | null;
  };
  cursor: string;
  values: Cell[];
};

type Cell = string | Date | null;
type Row = {
  id: string;
  status: RequestStatus | NewsletterStatus;
  createdAt: Date;
  source: string;
  channel: string | null;
  attribution: Attribution | null;
} & {
  [column: string]: Cell | Attribution;
};

/** A field: a column of the row that has a label, and how to show its text when the stored id is not enough. */
type Field<R> = { key: keyof R & FieldKey; format?: (value: string) => string };

type Card = Pick<ShownRequest, 'name' | 'email' | 'phone' | 'phoneE164' | 'company' | 'topic' | 'excerpt'>;

type Spec<R> = {
  /** The page or batch of rows, with their cursor. Written per kind so that the row type is the table's own. */
  read: (db: Db | Tx, slice: Slice) => Promise<{ request: R; cursor: string }[]>;
  search: SQL;
  searchHint: string;
  fields: Field<R>[];
  card: (row: R) => Card;
};

function shown<R extends Row>(field: Field<R>, row: R): Cell {
  const value = row[field.key] as Cell;
  if (value === null || value === '') return null;
  return typeof value === 'string' && field.format ? field.format(value) : value;
}

function defineKind<T extends RequestTable>(kind: StoredKind, table: T, spec: Spec<T['$inferSelect']>): KindConfig<T> {
  const workflow = workflowKinds.find((item) => item === kind) ?? null;
  const columns = Object.entries(getTableColumns(table as PgTable));
  return {
    table,
    search: spec.search,
    searchHint: spec.searchHint,
    workflow,
    labels: spec.fields.map((field) => fieldLabels[field.key]),
    readEach: async (db, slice, each) => {
      const query = newest(
        db
          .select({ ...getTableColumns(table as PgTable), cursor: cursorOf(table) })
          .from(table as PgTable)
          .$dynamic(),
        table,
        slice,
      );
      const rows = await selectArrays(db, query.toSQL());
      for (const values of rows) {
        const request: Record<string, unknown> = {};
        columns.forEach(
          ([key, column], index) =>
            (request[key] = values[index] == null ? null : column.mapFromDriverValue(values[index])),
        );
        const row = request as T['$inferSelect'];
        each({
          request: row,
          cursor: String(values[columns.length]),
          values: spec.fields.map((field) => shown(field, row)),
        });
      }
      return rows.length;
    },
    read: async (db, slice) =>
      (await spec.read(db, slice)).map(({ request, cursor }) => ({
        id: request.id,
        status: request.status,
        createdAt: request.createdAt,
        cursor,
        source: request.source,
        assignedTo: 'assignedTo' in request ? request.assignedTo : null,
        followUpOn: 'followUpOn' in request ? request.followUpOn : null,
        channel: request.channel,
        attribution: request.attribution,
        response: workflow && 'firstResponseAt' in request ? responseStateOf(workflow, request) : null,
        outcome:
          'outcome' in request && request.outcome
            ? { outcome: request.outcome, amount: request.outcomeAmount, reason: request.outcomeReason }
            : null,
        ...spec.card(request),
        fields: spec.fields.map((field) => ({ label: fieldLabels[field.key], value: shown(field, request) })),
      })),
  };
}

/** The rows of a slice, newest first; ties broken by id, as the (created_at, id) indexes and the CSV's keyset are. */
function newest<Q extends PgSelect>(query: Q, table: RequestTable, slice: Slice) {
  const byFollowUp = slice.order === 'follow-up' && 'followUpOn' in table ? [asc(table.followUpOn)] : [];
  return query
    .where(slice.where)
    .orderBy(...byFollowUp, desc(table.createdAt), desc(table.id))
    .limit(slice.limit)
    .offset(slice.offset);
}

const cursorOf = (table: RequestTable) => sql<string>`${table.createdAt}::text`;

const personCard = (row: {
  name: string;
  email: string;
  phone: string | null;
  phoneE164: string | null;
  company: string | null;
}) => ({
  name: row.name,
  email: row.email,
  phone: row.phone,
  phoneE164: row.phoneE164,
  company: row.company,
});
const addressCard = (row: { email: string }) => ({
  name: row.email,
  email: row.email,
  phone: null,
  phoneE164: null,
  company: null,
});

/** What the back-office shows of a kind, as server/request-kinds/ declares it. */
function kindOf<T extends RequestTable>(spec: StoredKindSpec<T>): KindConfig<T> {
  const { table } = spec;
  const person = spec.search === 'person';
  const search = 'name' in table && person ? personSearchText(table) : searchText(table.email);
  return defineKind(spec.id, table, {
    // One select for every kind: its row is the table's own (drizzle's type of a generic table's row is lost).
    read: (db, slice) =>
      newest(
        db
          .select({ request: table as PgTable, cursor: cursorOf(table) })
          .from(table as PgTable)
          .$dynamic(),
        table,
        slice,
      ) as unknown as Promise<{ request: T['$inferSelect']; cursor: string }[]>,
    search,
    searchHint: person ? searchHints.person : searchHints.email,
    // Each key is a column of the table: StoredKindSpec's columns are typed by it.
    fields: shownColumns(spec).map(({ key, format }) => ({ key, format })) as Field<T['$inferSelect']>[],
    card: (row) => ({ ...(person ? personCard(row as never) : addressCard(row)), ...spec.card(row) }),
  });
}

export const kinds = {
  contacts: kindOf(storedKindSpecs.contacts),
  quotes: kindOf(storedKindSpecs.quotes),
  consultations: kindOf(storedKindSpecs.consultations),
  demos: kindOf(storedKindSpecs.demos),
  newsletter: kindOf(storedKindSpecs.newsletter),
} satisfies Record<StoredKind, KindConfig>;
