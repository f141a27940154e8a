ALTER TABLE "outbox" ADD COLUMN "secret" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Mails queued before templates declared their links: the test the outbox used until then, once.
UPDATE "outbox" SET "secret" = true WHERE "text" ~* '[?&](token|jeton)=|/reset-password/' OR coalesce("html", '') ~* '[?&](token|jeton)=|/reset-password/';
