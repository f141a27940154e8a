-- Issue 32: a person's other requests are found by their address, whatever its case (a call-back, without one, is
-- found by its phone, through the phone_e164 index of migration 0013).
CREATE INDEX "consultations_email_idx" ON "consultations" USING btree (lower("email")) WHERE "consultations"."email" <> '';--> statement-breakpoint
CREATE INDEX "contacts_email_idx" ON "contacts" USING btree (lower("email")) WHERE "contacts"."email" <> '';--> statement-breakpoint
CREATE INDEX "demo_requests_email_idx" ON "demo_requests" USING btree (lower("email")) WHERE "demo_requests"."email" <> '';--> statement-breakpoint
CREATE INDEX "quotes_email_idx" ON "quotes" USING btree (lower("email")) WHERE "quotes"."email" <> '';