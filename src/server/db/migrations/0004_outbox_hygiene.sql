-- Outbox hygiene: a mail the sender gives up on gets failed_at and is never picked again; the purge deletes sent and
-- failed mails by date. IF [NOT] EXISTS: instances that start together may both run this migration.
ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "failed_at" timestamp with time zone;--> statement-breakpoint
DROP INDEX IF EXISTS "outbox_due_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."sent_at" is null and "outbox"."failed_at" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_sent_idx" ON "outbox" USING btree ("sent_at") WHERE "outbox"."sent_at" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_failed_idx" ON "outbox" USING btree ("failed_at") WHERE "outbox"."failed_at" is not null;
