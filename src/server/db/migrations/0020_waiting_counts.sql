-- Issue 32: the requests still waiting for a first response, per kind, promise (as stored) and day of arrival, so that
-- « En retard » is counted from whole days' counts and the waiting index of one day (schema.ts' waiting_counts).
CREATE TABLE "waiting_counts" (
	"kind" text NOT NULL,
	"promise" text NOT NULL,
	"day" date NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "waiting_counts_kind_promise_day_pk" PRIMARY KEY("kind","promise","day")
);
--> statement-breakpoint
-- Kept like outcome_counts (0018): one statement trigger per table and event, whose fixed statement adds the waiting
-- rows a statement inserted (+1), deleted (-1) or updated (-1 as they were, +1 as they are); an update that does not
-- touch the waiting state, the promise or the day changes no row. No request is written while the triggers are made
-- and the counts filled in.
LOCK TABLE contacts, quotes, consultations, demo_requests IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
DO $block$
DECLARE
  target text[];
  -- %1$s: the rows' changes (promise, created_at, delta), waiting ones only; %2$L: the kind.
  template text := $template$
    INSERT INTO waiting_counts AS counter (kind, promise, day, n)
    SELECT %2$L, promise, (created_at AT TIME ZONE 'Africa/Abidjan')::date, sum(delta)
    FROM (%1$s) AS rows (promise, created_at, delta)
    GROUP BY 2, 3 HAVING sum(delta) <> 0 ORDER BY 2, 3
    ON CONFLICT (kind, promise, day) DO UPDATE SET n = counter.n + excluded.n
  $template$;
  columns text;
  waiting text := $waiting$ WHERE status = 'nouveau' AND first_response_at IS NULL$waiting$;
BEGIN
  -- The table, its kind, and what names its promise.
  FOREACH target SLICE 1 IN ARRAY ARRAY[['contacts', 'contacts', 'coalesce(priority, '''')'], ['quotes', 'quotes', ''''''], ['consultations', 'consultations', 'urgency'], ['demo_requests', 'demos', '''''']] LOOP
    columns := format('%s, created_at', target[3]);
    EXECUTE format($function$
      CREATE FUNCTION %1$I() RETURNS trigger LANGUAGE plpgsql AS $body$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          %2$s;
        ELSIF TG_OP = 'DELETE' THEN
          %3$s;
        ELSE
          %4$s;
        END IF;
        RETURN NULL;
      END
      $body$
    $function$,
      'count_waiting_' || target[1],
      format(template, format('SELECT %s, 1 FROM new_rows%s', columns, waiting), target[2]),
      format(template, format('SELECT %s, -1 FROM old_rows%s', columns, waiting), target[2]),
      format(template, format('SELECT %1$s, 1 FROM new_rows%2$s UNION ALL SELECT %1$s, -1 FROM old_rows%2$s', columns, waiting), target[2]));
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', target[1] || '_waiting_insert', target[1], 'count_waiting_' || target[1]);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', target[1] || '_waiting_update', target[1], 'count_waiting_' || target[1]);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', target[1] || '_waiting_delete', target[1], 'count_waiting_' || target[1]);
    -- The requests already waiting, counted once.
    EXECUTE format(template, format('SELECT %s, 1 FROM %I%s', columns, target[1], waiting), target[2]);
  END LOOP;
END
$block$;
