-- Issue 32: the outcome of a quote, a consultation or a demo (« Gagné » with an amount in FCFA, « Perdu » with a reason,
-- « Sans suite »), its history line, the replies staff start from, and outcome_counts: the three tables' requests per
-- day of arrival, dimension (channel, service, page of origin), value and outcome, with the amounts won.
CREATE TABLE "outcome_counts" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"outcome" text NOT NULL,
	"n" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "outcome_counts_day_kind_dimension_value_outcome_pk" PRIMARY KEY("day","kind","dimension","value","outcome")
);
--> statement-breakpoint
CREATE TABLE "reply_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "outcome_amount" bigint;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "outcome_reason" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "outcome_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "outcome_amount" bigint;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "outcome_reason" text;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "outcome_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "outcome_amount" bigint;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "outcome_reason" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "outcome_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "request_events" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "request_events" ADD COLUMN "outcome_amount" bigint;--> statement-breakpoint
ALTER TABLE "request_events" ADD COLUMN "outcome_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "reply_templates_kind_title_idx" ON "reply_templates" USING btree ("kind",lower("title"));--> statement-breakpoint
-- outcome_counts is kept like request_counts (0010): one statement trigger per table and event, whose fixed statement
-- adds the rows a statement inserted (+1), deleted (-1) or updated (-1 as they were, +1 as they are); an update that
-- moves nothing (a status, an assignment) changes no row. No request is written while the triggers are made and the
-- counts filled in, so that none is counted twice or missed.
LOCK TABLE quotes, consultations, demo_requests IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
DO $block$
DECLARE
  target text[];
  -- %1$s: the rows' changes (day's instant, channel, service, source, outcome, amount, delta); %2$L: the kind.
  template text := $template$
    WITH changes (day, channel, service, page, outcome, amount, delta) AS (
      SELECT (created_at AT TIME ZONE 'Africa/Abidjan')::date, coalesce(channel, ''), coalesce(service, ''),
        left(split_part(source, ' · ', 1), 200), coalesce(outcome, ''), coalesce(outcome_amount, 0) * delta, delta
      FROM (%1$s) AS rows (created_at, channel, service, source, outcome, outcome_amount, delta)
    )
    INSERT INTO outcome_counts AS counter (day, kind, dimension, value, outcome, n, amount)
    SELECT day, %2$L, dimension, value, outcome, sum(delta), sum(amount) FROM (
      SELECT day, 'channel', channel, outcome, delta, amount FROM changes
      UNION ALL SELECT day, 'service', service, outcome, delta, amount FROM changes
      UNION ALL SELECT day, 'page', page, outcome, delta, amount FROM changes
    ) AS facets (day, dimension, value, outcome, delta, amount)
    GROUP BY day, dimension, value, outcome HAVING sum(delta) <> 0 OR sum(amount) <> 0 ORDER BY day, dimension, value, outcome
    ON CONFLICT (day, kind, dimension, value, outcome) DO UPDATE SET n = counter.n + excluded.n, amount = counter.amount + excluded.amount
  $template$;
  columns text;
BEGIN
  -- The table, its kind, and the column that names its service.
  FOREACH target SLICE 1 IN ARRAY ARRAY[['quotes', 'quotes', 'service'], ['consultations', 'consultations', 'consultation_type'], ['demo_requests', 'demos', 'solution']] LOOP
    columns := format('created_at, channel, %I, source, outcome, outcome_amount', target[3]);
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
      'count_outcomes_' || target[1],
      format(template, format('SELECT %s, 1 FROM new_rows', columns), target[2]),
      format(template, format('SELECT %s, -1 FROM old_rows', columns), target[2]),
      format(template, format('SELECT %1$s, 1 FROM new_rows UNION ALL SELECT %1$s, -1 FROM old_rows', columns), target[2]));
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', target[1] || '_outcomes_insert', target[1], 'count_outcomes_' || target[1]);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', target[1] || '_outcomes_update', target[1], 'count_outcomes_' || target[1]);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', target[1] || '_outcomes_delete', target[1], 'count_outcomes_' || target[1]);
    -- The requests already there, counted once.
    EXECUTE format(template, format('SELECT %s, 1 FROM %I', columns, target[1]), target[2]);
  END LOOP;
END
$block$;
