CREATE TABLE "sign_in_attempts" (
	"realm" text NOT NULL,
	"email" text NOT NULL,
	"attempts" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_attempts_realm_email_pk" PRIMARY KEY("realm","email")
);
--> statement-breakpoint
CREATE TABLE "used_contact_form_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "sign_in_failures" CASCADE;