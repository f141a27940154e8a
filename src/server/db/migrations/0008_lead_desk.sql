-- The lead desk (issue 15): one history per request, assignment, follow-ups and where each visit came from.
CREATE TABLE "request_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_kind" text NOT NULL,
	"request_id" uuid NOT NULL,
	"type" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"from_status" "request_status",
	"to_status" "request_status",
	"assignee" text,
	"follow_up_on" date,
	"subject" text,
	"body" text,
	"note_id" uuid
);
--> statement-breakpoint
-- The status history becomes the request's history: every status change moves, with its id, author and time.
INSERT INTO "request_events" ("id", "request_kind", "request_id", "type", "actor", "at", "from_status", "to_status")
SELECT "id", "request_kind", "request_id", 'status', "changed_by", "changed_at", "from_status", "to_status" FROM "status_changes";--> statement-breakpoint
DROP TABLE "status_changes";--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "assigned_to" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "assigned_to" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "assigned_to" text;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "assigned_to" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
CREATE INDEX "request_events_request_idx" ON "request_events" USING btree ("request_kind","request_id","at");--> statement-breakpoint
CREATE INDEX "consultations_assigned_idx" ON "consultations" USING btree ("assigned_to","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "consultations"."assigned_to" is not null;--> statement-breakpoint
CREATE INDEX "consultations_follow_up_idx" ON "consultations" USING btree ("follow_up_on") WHERE "consultations"."follow_up_on" is not null;--> statement-breakpoint
CREATE INDEX "consultations_channel_idx" ON "consultations" USING btree ("channel","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "consultations"."channel" is not null;--> statement-breakpoint
CREATE INDEX "contacts_assigned_idx" ON "contacts" USING btree ("assigned_to","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "contacts"."assigned_to" is not null;--> statement-breakpoint
CREATE INDEX "contacts_follow_up_idx" ON "contacts" USING btree ("follow_up_on") WHERE "contacts"."follow_up_on" is not null;--> statement-breakpoint
CREATE INDEX "contacts_channel_idx" ON "contacts" USING btree ("channel","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "contacts"."channel" is not null;--> statement-breakpoint
CREATE INDEX "demo_requests_assigned_idx" ON "demo_requests" USING btree ("assigned_to","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "demo_requests"."assigned_to" is not null;--> statement-breakpoint
CREATE INDEX "demo_requests_follow_up_idx" ON "demo_requests" USING btree ("follow_up_on") WHERE "demo_requests"."follow_up_on" is not null;--> statement-breakpoint
CREATE INDEX "demo_requests_channel_idx" ON "demo_requests" USING btree ("channel","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "demo_requests"."channel" is not null;--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_channel_idx" ON "newsletter_subscribers" USING btree ("channel","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "newsletter_subscribers"."channel" is not null;--> statement-breakpoint
CREATE INDEX "quotes_assigned_idx" ON "quotes" USING btree ("assigned_to","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "quotes"."assigned_to" is not null;--> statement-breakpoint
CREATE INDEX "quotes_follow_up_idx" ON "quotes" USING btree ("follow_up_on") WHERE "quotes"."follow_up_on" is not null;--> statement-breakpoint
CREATE INDEX "quotes_channel_idx" ON "quotes" USING btree ("channel","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "quotes"."channel" is not null;
