/** The site's content written in the back-office (issue 33): images and their files, articles, the showcase. */
// Relative: drizzle-kit loads the schema without the `@/` alias.
import { articleStates, type ArticleContent } from '../../../config/articles';
import { mediaEncodings } from '../../../config/media';
import { showcaseKinds } from '../../../config/showcase';
import { index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { bytea } from './columns';

/**
 * Images staff upload for the site's content (issue 33, server/content/media.ts): an article's cover, a client's or a
 * partner's logo, a team member's photo. Each is re-encoded once, at upload, into `media_files` (AVIF and WebP at a
 * few widths, no metadata); `width` and `height` are the largest file's, so that pages reserve its space (CLS 0).
 * In the database, so that backups and every instance see them.
 */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    alt: text('alt').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Since when nothing uses it, as the sweep last saw (server/content/media-sweep.ts); null while something does. */
    unusedSince: timestamp('unused_since', { withTimezone: true }),
  },
  // An editor's uploads of the last day and in all (MEDIA.quota), counted at each upload.
  (table) => [index('media_created_by_idx').on(table.createdBy, table.createdAt)],
);

/** One encoded file of a media: a format at a width (a `jpeg` is the 1200 × 630 card social networks read). */
export const mediaFiles = pgTable(
  'media_files',
  {
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    format: text('format', { enum: mediaEncodings }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.mediaId, table.format, table.width] })],
);

/**
 * The blog's articles (issue 33, server/content/articles.ts), written by the editors in the back-office. `number` is
 * the old `/blog?article=N` of the nine first articles (migration 0021), which redirects to `/blog/<slug>`.
 * `published_at` is the date the article shows, and for a scheduled one the time it appears. `body` is Markdown.
 */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').unique(),
    slug: text('slug').notNull().unique(),
    state: text('state', { enum: articleStates }).notNull().default('draft'),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    category: text('category').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    authorName: text('author_name').notNull(),
    authorRole: text('author_role').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    body: text('body').notNull(),
    readMinutes: smallint('read_minutes').notNull(),
    coverId: uuid('cover_id').references(() => media.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index('articles_state_published_idx').on(table.state, table.publishedAt.desc())],
);

/** Each save of an article (issue 33): its content as saved, by whom and when; two can be compared, one restored. */
export const articleRevisions = pgTable(
  'article_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    content: jsonb('content').$type<ArticleContent>().notNull(),
  },
  (table) => [index('article_revisions_article_idx').on(table.articleId, table.at.desc())],
);

/** Every address an article has had: an old slug redirects to its current one, and is never given to another. */
export const articleSlugs = pgTable('article_slugs', {
  slug: text('slug').primaryKey(),
  articleId: uuid('article_id')
    .notNull()
    .references(() => articles.id, { onDelete: 'cascade' }),
});

/**
 * One item of a showcase page: its kind, its place among its kind's, and its fields, as the kind's schema
 * (lib/schemas/showcase.ts) validates them on every write and read. A client's or partner's logo, a leader's photo is
 * `image_id`. Seeded by migration 0022 from SPEC's figures; a sector is never added nor removed, only rewritten.
 */
export const showcaseItems = pgTable(
  'showcase_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: showcaseKinds }).notNull(),
    position: integer('position').notNull(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    imageId: uuid('image_id').references(() => media.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (table) => [index('showcase_items_kind_position_idx').on(table.kind, table.position)],
);
