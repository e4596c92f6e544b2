CREATE TABLE "fellowship_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fellowship_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"category" text NOT NULL,
	"files" jsonb,
	"saved_at" timestamp with time zone,
	"locked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fellowship_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"price_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fellowships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"name" text NOT NULL,
	"membership_number" text NOT NULL,
	"email" text NOT NULL,
	"telephone" text NOT NULL,
	"address" text NOT NULL,
	"road" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"country" text NOT NULL,
	"registration" text DEFAULT '' NOT NULL,
	"qualifications" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"approved_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"payment_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "fellowship_cases" ADD CONSTRAINT "fellowship_cases_fellowship_id_fellowships_id_fk" FOREIGN KEY ("fellowship_id") REFERENCES "public"."fellowships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fellowship_cases" ADD CONSTRAINT "fellowship_cases_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fellowships" ADD CONSTRAINT "fellowships_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fellowships" ADD CONSTRAINT "fellowships_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fellowship_cases_fellowship_idx" ON "fellowship_cases" USING btree ("fellowship_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fellowships_one_open_per_member" ON "fellowships" USING btree ("member_id") WHERE "fellowships"."deleted_at" is null and "fellowships"."status" <> 'declined';--> statement-breakpoint
CREATE INDEX "fellowships_live_created_idx" ON "fellowships" USING btree ("created_at","id") WHERE "fellowships"."deleted_at" is null;