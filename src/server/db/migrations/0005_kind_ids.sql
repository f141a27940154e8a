-- One id per kind of request (contacts, quotes, consultations, demos, newsletter: StoredKind in schema.ts), in the
-- counters and in the status history. The counters were keyed by table name (demo_requests, newsletter_subscribers)
-- and the history by the back-office's French tab (devis). Every statement can run again and changes nothing then.
--
-- No request is written while this runs: writers already inside a request table finish first (their counter rows,
-- under the old key, are then moved below), later ones wait and fire the new triggers. The lock is self-exclusive,
-- so two instances migrating together take turns, and the tables are taken in one order, so they never deadlock.
LOCK TABLE contacts, quotes, consultations, demo_requests, newsletter_subscribers, request_counts, status_changes IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
-- The kind now comes from the trigger's argument (TG_ARGV[0]) instead of the table's name; the rest is 0003's.
CREATE OR REPLACE FUNCTION count_requests() RETURNS trigger LANGUAGE plpgsql AS $function$
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
  $query$, changes, TG_ARGV[0]);
  RETURN NULL;
END
$function$;--> statement-breakpoint
-- Each table's three triggers again, now naming their kind.
DO $block$
DECLARE
  target text[];
BEGIN
  FOREACH target SLICE 1 IN ARRAY ARRAY[
    ['contacts', 'contacts'], ['quotes', 'quotes'], ['consultations', 'consultations'], ['demo_requests', 'demos'], ['newsletter_subscribers', 'newsletter']
  ] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', target[1] || '_count_insert', target[1]);
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', target[1] || '_count_update', target[1]);
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', target[1] || '_count_delete', target[1]);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_requests(%L)', target[1] || '_count_insert', target[1], target[2]);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_requests(%L)', target[1] || '_count_update', target[1], target[2]);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_requests(%L)', target[1] || '_count_delete', target[1], target[2]);
  END LOOP;
END
$block$;--> statement-breakpoint
-- Counters under a table name move to the kind's id, added to any already there. DELETE … RETURNING hands each old
-- row to one statement only, so a second run, or a second instance, finds nothing left to add twice.
WITH moved AS (
  DELETE FROM request_counts WHERE kind IN ('demo_requests', 'newsletter_subscribers') RETURNING kind, status, n
)
INSERT INTO request_counts AS counter (kind, status, n)
SELECT CASE kind WHEN 'demo_requests' THEN 'demos' ELSE 'newsletter' END, status, sum(n) FROM moved GROUP BY 1, 2 ORDER BY 1, 2
ON CONFLICT (kind, status) DO UPDATE SET n = counter.n + excluded.n;--> statement-breakpoint
-- The history of quotes was recorded under the tab's French word; contacts, consultations and demos kept their id.
UPDATE status_changes SET request_kind = 'quotes' WHERE request_kind = 'devis';
