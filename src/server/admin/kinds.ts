/** What the back-office shows of each kind of request: its table, the columns searched, and every field in order. */
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { consultationModes, consultationTypes, demoRequestTypes, urgencies } from '@/content/requests';
import type { AdminKind } from '@/content/admin';
import { formatLongDate } from '@/lib/dates';
import { consultations, contacts, demoRequests, newsletterSubscribers, personSearchText, quotes, searchText } from '@/server/db/schema';

export type Field = { key: string; label: string; format?: (value: unknown) => string };

export type KindConfig = {
  table: PgTable & { id: AnyPgColumn; status: AnyPgColumn; createdAt: AnyPgColumn; email: AnyPgColumn; source: AnyPgColumn };
  /** The text searched with ILIKE (name, email, company, phone where the kind has them), as its trigram index has it. */
  search: SQL;
  /** What the search box says it searches. */
  searchHint: string;
  /** Requests whose status staff move; the newsletter's status is the subscriber's own. */
  hasWorkflow: boolean;
  /** The fields of the detail view and of the CSV, in reading order (status, date and source come apart). */
  fields: Field[];
  /** The line under the name on a card. */
  topic: (row: Record<string, unknown>) => string | null;
};

const label = (list: readonly { id: string; label: string }[]) => (value: unknown) => list.find((item) => item.id === value)?.label ?? String(value ?? '');

const personHint = 'Nom, email, entreprise ou téléphone';

const person: Field[] = [
  { key: 'name', label: 'Nom' },
  { key: 'email', label: 'Email' },
  { key: 'phone', label: 'Téléphone' },
  { key: 'company', label: 'Entreprise' },
];

export const kinds: Record<AdminKind, KindConfig> = {
  contacts: {
    table: contacts,
    search: personSearchText(contacts),
    searchHint: personHint,
    hasWorkflow: true,
    fields: [...person, { key: 'service', label: 'Service' }, { key: 'message', label: 'Message' }],
    topic: (row) => (row.service as string | null) ?? null,
  },
  devis: {
    table: quotes,
    search: personSearchText(quotes),
    searchHint: personHint,
    hasWorkflow: true,
    fields: [
      ...person,
      { key: 'service', label: 'Service' },
      { key: 'budget', label: 'Budget' },
      { key: 'timeline', label: 'Délai' },
      { key: 'description', label: 'Description' },
    ],
    topic: (row) => row.service as string,
  },
  consultations: {
    table: consultations,
    search: personSearchText(consultations),
    searchHint: personHint,
    hasWorkflow: true,
    fields: [
      ...person,
      { key: 'consultationType', label: 'Type', format: label(consultationTypes) },
      { key: 'consultationMode', label: 'Mode', format: label(consultationModes) },
      { key: 'preferredDate', label: 'Date souhaitée', format: (value) => (value ? formatLongDate(String(value)) : '') },
      { key: 'preferredTime', label: 'Créneau' },
      { key: 'urgency', label: 'Urgence', format: label(urgencies) },
      { key: 'subject', label: 'Sujet' },
      { key: 'message', label: 'Message' },
      { key: 'specificNeeds', label: 'Besoins spécifiques' },
    ],
    topic: (row) => `${label(consultationTypes)(row.consultationType)} · ${label(consultationModes)(row.consultationMode)}`,
  },
  demos: {
    table: demoRequests,
    search: personSearchText(demoRequests),
    searchHint: personHint,
    hasWorkflow: true,
    fields: [
      ...person,
      { key: 'solution', label: 'Solution' },
      { key: 'requestType', label: 'Demande', format: label(demoRequestTypes) },
      { key: 'message', label: 'Message' },
    ],
    topic: (row) => `${label(demoRequestTypes)(row.requestType)} · ${String(row.solution)}`,
  },
  newsletter: {
    table: newsletterSubscribers,
    search: searchText(newsletterSubscribers.email),
    searchHint: 'Email',
    hasWorkflow: false,
    fields: [
      { key: 'email', label: 'Email' },
      { key: 'confirmedAt', label: 'Confirmé le' },
    ],
    topic: () => null,
  },
};
