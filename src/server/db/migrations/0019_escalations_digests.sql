-- Issue 32: the requests escalated to the urgent address and the daily digests sent, one row each, so that neither is
-- mailed twice whatever the instances and restarts. Two new tables: nothing is rewritten or locked on the request tables.
CREATE TABLE "digests" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digests_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "escalations" (
	"kind" text NOT NULL,
	"request_id" uuid NOT NULL,
	"escalated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "escalations_kind_request_id_pk" PRIMARY KEY("kind","request_id")
);
--> statement-breakpoint
ALTER TABLE "digests" ADD CONSTRAINT "digests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;