-- Issue 29: the newsletter's confirm and unsubscribe secret is kept as its SHA-256 only, so that a backup or a copy of
-- the database cannot unsubscribe or confirm anyone; links already mailed keep working.
ALTER TABLE "newsletter_subscribers" ADD COLUMN "token_hash" text;--> statement-breakpoint
UPDATE "newsletter_subscribers" SET "token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex');--> statement-breakpoint
DROP INDEX "newsletter_subscribers_token_idx";--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ALTER COLUMN "token_hash" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_token_hash_idx" ON "newsletter_subscribers" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" DROP COLUMN "token";
