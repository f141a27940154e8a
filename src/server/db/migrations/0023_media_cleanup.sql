ALTER TABLE "media" ADD COLUMN "unused_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "media_created_by_idx" ON "media" USING btree ("created_by","created_at");