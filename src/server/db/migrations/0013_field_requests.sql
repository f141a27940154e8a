-- Issue 30: the phone in E.164 beside what was typed (searchable, WhatsApp links), the first answer to each submission
-- (idempotency keys: a retry stores nothing), and the taps on tel:, WhatsApp and mailto: links counted per day and page.
CREATE TABLE "contact_taps" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"channel" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "contact_taps_day_path_channel_pk" PRIMARY KEY("day","path","channel")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "phone_e164" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "phone_e164" text;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "phone_e164" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "phone_e164" text;--> statement-breakpoint
CREATE INDEX "consultations_phone_idx" ON "consultations" USING btree ("phone_e164") WHERE "consultations"."phone_e164" is not null;--> statement-breakpoint
CREATE INDEX "contacts_phone_idx" ON "contacts" USING btree ("phone_e164") WHERE "contacts"."phone_e164" is not null;--> statement-breakpoint
CREATE INDEX "demo_requests_phone_idx" ON "demo_requests" USING btree ("phone_e164") WHERE "demo_requests"."phone_e164" is not null;--> statement-breakpoint
CREATE INDEX "quotes_phone_idx" ON "quotes" USING btree ("phone_e164") WHERE "quotes"."phone_e164" is not null;