CREATE TABLE "sign_in_attempts" (
	"realm" text NOT NULL,
	"email" text NOT NULL,
	"attempts" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_attempts_realm_email_pk" PRIMARY KEY("realm","email")
);
--> statement-breakpoint
DROP TABLE "sign_in_failures" CASCADE;