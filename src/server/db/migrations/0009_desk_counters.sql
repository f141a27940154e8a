-- The lead desk at any size (issue 18): its list counts and the summary's desk and channel counts read counters that
-- triggers keep, as request_counts and request_days do (0003), instead of counting up to a million requests.
CREATE TABLE "request_channel_days" (
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "request_channel_days_day_channel_pk" PRIMARY KEY("day","channel")
);
--> statement-breakpoint
CREATE TABLE "request_facet_counts" (
	"kind" text NOT NULL,
	"facet" text NOT NULL,
	"value" text NOT NULL,
	"status" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "request_facet_counts_kind_facet_value_status_pk" PRIMARY KEY("kind","facet","value","status")
);
--> statement-breakpoint
-- One statement-level function for every request table: the rows a statement inserted (+1), deleted (-1) or updated
-- (-1 as they were, +1 as they are) move the counters of their kind, facet value and status, and of their day and
-- channel. The newsletter has a channel only. Upserts go in key order, so that two transactions never take the same
-- counters in opposite orders; an update that moves no facet (a name erased, say) changes no counter.
CREATE FUNCTION count_request_facets() RETURNS trigger LANGUAGE plpgsql AS $function$
DECLARE
  columns text := 'status::text, created_at, channel, '
    || CASE WHEN TG_ARGV[0] = 'newsletter' THEN 'NULL::text, NULL::text' ELSE 'assigned_to, follow_up_on::text' END;
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 FROM new_rows', columns)
    WHEN 'DELETE' THEN format('SELECT %s, -1 FROM old_rows', columns)
    ELSE format('SELECT %1$s, 1 FROM new_rows UNION ALL SELECT %1$s, -1 FROM old_rows', columns)
  END;
BEGIN
  EXECUTE format($query$
    WITH changes (status, created_at, channel, assignee, follow_up, delta) AS (%s),
    facets (facet, value, status, delta) AS (
      SELECT 'assignee', assignee, status, delta FROM changes WHERE assignee IS NOT NULL
      UNION ALL SELECT 'follow-up', follow_up, status, delta FROM changes WHERE follow_up IS NOT NULL
      UNION ALL SELECT 'channel', channel, status, delta FROM changes WHERE channel IS NOT NULL
    ), counted AS (
      INSERT INTO request_facet_counts AS counter (kind, facet, value, status, n)
      SELECT %L, facet, value, status, sum(delta) FROM facets GROUP BY facet, value, status HAVING sum(delta) <> 0 ORDER BY facet, value, status
      ON CONFLICT (kind, facet, value, status) DO UPDATE SET n = counter.n + excluded.n
    )
    INSERT INTO request_channel_days AS counter (day, channel, n)
    SELECT (created_at AT TIME ZONE 'Africa/Abidjan')::date, channel, sum(delta) FROM changes WHERE channel IS NOT NULL
    GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
    ON CONFLICT (day, channel) DO UPDATE SET n = counter.n + excluded.n
  $query$, changes, TG_ARGV[0]);
  RETURN NULL;
END
$function$;--> statement-breakpoint
-- Triggers first, then the counts of the rows already there: in one transaction, no row is counted twice or missed.
DO $block$
DECLARE
  target text[];
  desk text;
BEGIN
  FOREACH target SLICE 1 IN ARRAY ARRAY[
    ['contacts', 'contacts'], ['quotes', 'quotes'], ['consultations', 'consultations'], ['demo_requests', 'demos'], ['newsletter_subscribers', 'newsletter']
  ] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_request_facets(%L)', target[1] || '_facets_insert', target[1], target[2]);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_request_facets(%L)', target[1] || '_facets_update', target[1], target[2]);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_request_facets(%L)', target[1] || '_facets_delete', target[1], target[2]);
    desk := CASE WHEN target[2] = 'newsletter' THEN '' ELSE format(
      'SELECT ''assignee'', assigned_to, status::text FROM %1$I WHERE assigned_to IS NOT NULL UNION ALL SELECT ''follow-up'', follow_up_on::text, status::text FROM %1$I WHERE follow_up_on IS NOT NULL UNION ALL ',
      target[1]) END;
    EXECUTE format('INSERT INTO request_facet_counts (kind, facet, value, status, n) SELECT %L, facet, value, status, count(*) FROM (%s SELECT ''channel'', channel, status::text FROM %I WHERE channel IS NOT NULL) AS facets (facet, value, status) GROUP BY facet, value, status',
      target[2], desk, target[1]);
    EXECUTE format($query$
      INSERT INTO request_channel_days AS counter (day, channel, n)
      SELECT (created_at AT TIME ZONE 'Africa/Abidjan')::date, channel, count(*) FROM %I WHERE channel IS NOT NULL GROUP BY 1, 2
      ON CONFLICT (day, channel) DO UPDATE SET n = counter.n + excluded.n
    $query$, target[1]);
  END LOOP;
END
$block$;
