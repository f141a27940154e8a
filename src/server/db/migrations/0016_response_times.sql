-- Issue 32: the histogram of first-response times (schema.ts' response_times), filled in here for the requests already
-- answered. Frozen as of this migration, as the application writes them: the promises of config/response-promises.ts,
-- office hours Monday to Friday 7:30 to 18:00 in Abidjan (UTC), lib/response-time.ts' buckets; kept when the response
-- came by its due time (in office hours, by the office time spent, and on the due instant only within open hours).
CREATE TABLE "response_times" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"promise" text NOT NULL,
	"bucket" integer NOT NULL,
	"kept" boolean NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "response_times_day_kind_promise_bucket_kept_pk" PRIMARY KEY("day","kind","promise","bucket","kept")
);
--> statement-breakpoint
INSERT INTO "response_times" ("day", "kind", "promise", "bucket", "kept", "n")
WITH answered AS (
  SELECT 'quotes' AS kind, '' AS promise, 'always' AS clock, 1440 AS minutes, "created_at", "first_response_at" FROM "quotes" WHERE "first_response_at" IS NOT NULL
  UNION ALL
  SELECT 'demos', '', 'always', 1440, "created_at", "first_response_at" FROM "demo_requests" WHERE "first_response_at" IS NOT NULL
  UNION ALL
  SELECT 'contacts', coalesce(p.key, ''), coalesce(p.clock, 'always'), coalesce(p.minutes, 1440), c."created_at", c."first_response_at"
  FROM "contacts" AS c LEFT JOIN (VALUES ('critical', 'always', 15), ('high', 'office', 120), ('medium', 'office', 480), ('low', 'office', 1440)) AS p(key, clock, minutes) ON p.key = c."priority"
  WHERE c."first_response_at" IS NOT NULL
  UNION ALL
  SELECT 'consultations', coalesce(p.key, 'medium'), 'always', coalesce(p.minutes, 1440), c."created_at", c."first_response_at"
  FROM "consultations" AS c LEFT JOIN (VALUES ('high', 240), ('medium', 1440), ('low', 2880)) AS p(key, minutes) ON p.key = c."urgency"
  WHERE c."first_response_at" IS NOT NULL
), timed AS (
  SELECT kind, promise, clock, minutes, ("created_at" AT TIME ZONE 'UTC')::date AS day,
    CASE WHEN clock = 'always' THEN greatest(0, extract(epoch FROM "first_response_at" - "created_at") * 1000)
    ELSE (
      SELECT coalesce(sum(greatest(0, extract(epoch FROM least("first_response_at" AT TIME ZONE 'UTC', d + interval '18 hours') - greatest("created_at" AT TIME ZONE 'UTC', d + interval '7 hours 30 minutes')))), 0) * 1000
      FROM generate_series(date_trunc('day', "created_at" AT TIME ZONE 'UTC'), "first_response_at" AT TIME ZONE 'UTC', interval '1 day') AS d
      WHERE extract(isodow FROM d) < 6
    ) END AS took,
    extract(isodow FROM "first_response_at" AT TIME ZONE 'UTC') < 6 AND ("first_response_at" AT TIME ZONE 'UTC')::time BETWEEN '07:30' AND '18:00' AS open_then
  FROM answered
)
SELECT day, kind, promise,
  coalesce((SELECT min(edge) FROM unnest(ARRAY[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 14, 16, 18, 20, 22, 25, 28, 30, 33, 36, 40, 45, 50, 55, 60, 66, 72, 80, 90, 100, 110, 120, 135, 150, 165, 180, 200, 220, 240, 270, 300, 330, 360, 400, 450, 500, 540, 600, 660, 720, 800, 900, 960, 1080, 1200, 1320, 1440, 1560, 1680, 1800, 1920, 2160, 2400, 2640, 2880, 3240, 3600, 4320, 5040, 5760, 7200, 8640, 10080, 14400, 20160, 30240, 43200]::integer[]) AS edge WHERE edge >= greatest(1, ceil(took / 60000))), 43200),
  CASE WHEN clock = 'always' THEN took <= minutes * 60000 ELSE took < minutes * 60000 OR (took = minutes * 60000 AND open_then) END,
  count(*)
FROM timed
GROUP BY 1, 2, 3, 4, 5;
