-- Issue 29: the sign-in lockout counts per address and client network, plus one row per address across networks
-- (network '*'); the rows of before become address-wide counters. Authenticator codes already accepted are kept a few
-- minutes, so that a code cannot be used twice.
CREATE TABLE "two_factor_used_codes" (
	"user_id" text NOT NULL,
	"code" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "two_factor_used_codes_user_id_code_pk" PRIMARY KEY("user_id","code")
);
--> statement-breakpoint
ALTER TABLE "two_factor_used_codes" ADD CONSTRAINT "two_factor_used_codes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_lockouts" ADD COLUMN "network" text DEFAULT '*' NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_lockouts" DROP CONSTRAINT "sign_in_lockouts_pkey";--> statement-breakpoint
ALTER TABLE "sign_in_lockouts" ADD CONSTRAINT "sign_in_lockouts_email_network_pk" PRIMARY KEY("email","network");
