-- Issue 32: when the team first responded to each request (the response promises are measured by it), a support
-- request's priority as data (it was only in its message's text), both filled in for the requests already there; and
-- the channel of a contact made outside the site, a line of a request's history. The requests still waiting for a
-- first response get an index of their own (« En retard »), made once the first responses are filled in.
ALTER TABLE "consultations" ADD COLUMN "first_response_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "first_response_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "priority" text;
--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "first_response_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "first_response_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "request_events" ADD COLUMN "contact_channel" text;
--> statement-breakpoint
-- The first reply or move to « En cours » in each request's history.
UPDATE "quotes" AS r SET "first_response_at" = e.first FROM (SELECT "request_id", min("at") AS first FROM "request_events" WHERE "request_kind" = 'quotes' AND ("type" = 'reply' OR ("type" = 'status' AND "to_status" = 'en_cours')) GROUP BY "request_id") AS e WHERE e."request_id" = r."id";--> statement-breakpoint
UPDATE "contacts" AS r SET "first_response_at" = e.first FROM (SELECT "request_id", min("at") AS first FROM "request_events" WHERE "request_kind" = 'contacts' AND ("type" = 'reply' OR ("type" = 'status' AND "to_status" = 'en_cours')) GROUP BY "request_id") AS e WHERE e."request_id" = r."id";--> statement-breakpoint
UPDATE "consultations" AS r SET "first_response_at" = e.first FROM (SELECT "request_id", min("at") AS first FROM "request_events" WHERE "request_kind" = 'consultations' AND ("type" = 'reply' OR ("type" = 'status' AND "to_status" = 'en_cours')) GROUP BY "request_id") AS e WHERE e."request_id" = r."id";--> statement-breakpoint
UPDATE "demo_requests" AS r SET "first_response_at" = e.first FROM (SELECT "request_id", min("at") AS first FROM "request_events" WHERE "request_kind" = 'demos' AND ("type" = 'reply' OR ("type" = 'status' AND "to_status" = 'en_cours')) GROUP BY "request_id") AS e WHERE e."request_id" = r."id";--> statement-breakpoint
-- A support request's message reads « Priorité : <label> » on its second line (content/mails.ts' storedMessageText).
UPDATE "contacts" AS c SET "priority" = p.id FROM (VALUES ('critical', 'Critique - Panne totale'), ('high', 'Élevée - Service dégradé'), ('medium', 'Moyenne - Problème mineur'), ('low', 'Faible - Information')) AS p(id, label) WHERE c."service" = 'Support technique' AND c."message" LIKE '%Priorité' || chr(8239) || ': ' || p.label || chr(10) || '%';
--> statement-breakpoint
CREATE INDEX "consultations_waiting_idx" ON "consultations" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "consultations"."status" = 'nouveau' and "consultations"."first_response_at" is null;
--> statement-breakpoint
CREATE INDEX "contacts_waiting_idx" ON "contacts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "contacts"."status" = 'nouveau' and "contacts"."first_response_at" is null;
--> statement-breakpoint
CREATE INDEX "demo_requests_waiting_idx" ON "demo_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "demo_requests"."status" = 'nouveau' and "demo_requests"."first_response_at" is null;
--> statement-breakpoint
CREATE INDEX "quotes_waiting_idx" ON "quotes" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "quotes"."status" = 'nouveau' and "quotes"."first_response_at" is null;
