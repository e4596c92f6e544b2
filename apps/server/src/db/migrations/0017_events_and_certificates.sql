CREATE TABLE "cde_awards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid NOT NULL,
	"member_id" uuid,
	"event_id" uuid NOT NULL,
	"points" integer NOT NULL,
	"accreditation_number" text DEFAULT '' NOT NULL,
	"awarded_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" uuid,
	"registration_id" uuid,
	"holder_name" text NOT NULL,
	"title" text NOT NULL,
	"points" integer,
	"accreditation_number" text DEFAULT '' NOT NULL,
	"issued_on" date NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"revoke_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_places" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"member_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"registration_number" text NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"queue" bigint GENERATED ALWAYS AS IDENTITY (sequence name "event_registrations_queue_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"price_paise" integer NOT NULL,
	"held_until" timestamp with time zone,
	"offered_at" timestamp with time zone,
	"payment_id" uuid,
	"ticket_code" text NOT NULL,
	"token" text NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" uuid,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cde_awards" ADD CONSTRAINT "cde_awards_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cde_awards" ADD CONSTRAINT "cde_awards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cde_awards" ADD CONSTRAINT "cde_awards_event_id_content_items_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."content_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_admins_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_places" ADD CONSTRAINT "event_places_event_id_content_items_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."content_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_content_items_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."content_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_checked_in_by_admins_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cde_awards_registration_unique" ON "cde_awards" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "cde_awards_member_idx" ON "cde_awards" USING btree ("member_id","awarded_on");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_unique" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_registration_unique" ON "certificates" USING btree ("registration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_one_current_per_start" ON "certificates" USING btree ("member_id","kind","valid_from") WHERE "certificates"."registration_id" is null and "certificates"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "certificates_member_idx" ON "certificates" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_ticket_unique" ON "event_registrations" USING btree ("ticket_code");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_token_unique" ON "event_registrations" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_one_live_per_email" ON "event_registrations" USING btree ("event_id","email") WHERE "event_registrations"."status" in ('held', 'registered', 'waiting');--> statement-breakpoint
CREATE INDEX "event_registrations_event_status_idx" ON "event_registrations" USING btree ("event_id","status","queue");--> statement-breakpoint
CREATE INDEX "event_registrations_member_idx" ON "event_registrations" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "event_registrations_payment_idx" ON "event_registrations" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "event_registrations_held_until_idx" ON "event_registrations" USING btree ("held_until") WHERE "event_registrations"."status" = 'held';