-- The back-office at any size: trigram indexes for its search, (created_at, id) indexes for its order and the CSV
-- keyset, and counters kept by triggers so that its counts and chart never count rows.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "request_counts" (
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "request_counts_kind_status_pk" PRIMARY KEY("kind","status")
);
--> statement-breakpoint
CREATE TABLE "request_days" (
	"day" date PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "consultations_created_at_idx";--> statement-breakpoint
DROP INDEX "contacts_created_at_idx";--> statement-breakpoint
DROP INDEX "demo_requests_created_at_idx";--> statement-breakpoint
DROP INDEX "quotes_created_at_idx";--> statement-breakpoint
CREATE INDEX "consultations_newest_idx" ON "consultations" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "consultations_search_idx" ON "consultations" USING gin ((coalesce("name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("company", '') || ' ' || coalesce("phone", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_newest_idx" ON "contacts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contacts_search_idx" ON "contacts" USING gin ((coalesce("name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("company", '') || ' ' || coalesce("phone", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "demo_requests_newest_idx" ON "demo_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "demo_requests_search_idx" ON "demo_requests" USING gin ((coalesce("name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("company", '') || ' ' || coalesce("phone", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_newest_idx" ON "newsletter_subscribers" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_search_idx" ON "newsletter_subscribers" USING gin ((coalesce("email", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_newest_idx" ON "quotes" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quotes_search_idx" ON "quotes" USING gin ((coalesce("name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("company", '') || ' ' || coalesce("phone", '')) gin_trgm_ops);--> statement-breakpoint
-- One statement-level function for every request table and event: the rows a statement inserted (+1), deleted (-1)
-- or updated (-1 as they were, +1 as they are) move the counters of their kind, status and day. Upserts go in key
-- order, so that two transactions never take the same counters in opposite orders.
CREATE FUNCTION count_requests() RETURNS trigger LANGUAGE plpgsql AS $function$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT status::text, created_at, 1 FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT status::text, created_at, -1 FROM old_rows'
    ELSE 'SELECT status::text, created_at, 1 FROM new_rows UNION ALL SELECT status::text, created_at, -1 FROM old_rows'
  END;
BEGIN
  EXECUTE format($query$
    WITH changes (status, day, delta) AS (
      SELECT status, (created_at AT TIME ZONE 'Africa/Abidjan')::date, delta FROM (%s) AS rows (status, created_at, delta)
    ), counted AS (
      INSERT INTO request_counts AS counter (kind, status, n)
      SELECT %L, status, sum(delta) FROM changes GROUP BY status HAVING sum(delta) <> 0 ORDER BY status
      ON CONFLICT (kind, status) DO UPDATE SET n = counter.n + excluded.n
    )
    INSERT INTO request_days AS counter (day, n)
    SELECT day, sum(delta) FROM changes GROUP BY day HAVING sum(delta) <> 0 ORDER BY day
    ON CONFLICT (day) DO UPDATE SET n = counter.n + excluded.n
  $query$, changes, TG_TABLE_NAME);
  RETURN NULL;
END
$function$;--> statement-breakpoint
-- Triggers first, then the counts of the rows already there: in one transaction, no row is counted twice or missed.
DO $block$
DECLARE
  request_table text;
BEGIN
  FOREACH request_table IN ARRAY ARRAY['contacts', 'quotes', 'consultations', 'demo_requests', 'newsletter_subscribers'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_requests()', request_table || '_count_insert', request_table);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_requests()', request_table || '_count_update', request_table);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_requests()', request_table || '_count_delete', request_table);
    EXECUTE format('INSERT INTO request_counts (kind, status, n) SELECT %L, status::text, count(*) FROM %I GROUP BY status', request_table, request_table);
    EXECUTE format($query$
      INSERT INTO request_days AS counter (day, n)
      SELECT (created_at AT TIME ZONE 'Africa/Abidjan')::date, count(*) FROM %I GROUP BY 1
      ON CONFLICT (day) DO UPDATE SET n = counter.n + excluded.n
    $query$, request_table);
  END LOOP;
END
$block$;
