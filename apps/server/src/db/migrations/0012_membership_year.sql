CREATE TABLE "membership_reminders" (
	"member_id" uuid NOT NULL,
	"term_end" date NOT NULL,
	"offset_days" integer NOT NULL,
	"outbox_message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_reminders_member_id_term_end_offset_days_pk" PRIMARY KEY("member_id","term_end","offset_days")
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"series" text NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"refund_id" uuid,
	"amount_paise" integer NOT NULL,
	"tax" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_refund_id" text,
	"requested_by" uuid,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "member_since" date;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "life_member" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_types" ADD COLUMN "term_years" integer DEFAULT 1;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "member_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_reminders" ADD CONSTRAINT "membership_reminders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_reminders" ADD CONSTRAINT "membership_reminders_outbox_message_id_outbox_messages_id_fk" FOREIGN KEY ("outbox_message_id") REFERENCES "public"."outbox_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_admins_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_number_unique" ON "receipts" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_series_sequence_unique" ON "receipts" USING btree ("series","sequence");--> statement-breakpoint
CREATE INDEX "receipts_payment_idx" ON "receipts" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_gateway_refund_unique" ON "refunds" USING btree ("gateway_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "members_valid_until_idx" ON "members" USING btree ("valid_until");--> statement-breakpoint
CREATE INDEX "payments_member_idx" ON "payments" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_captured_at_idx" ON "payments" USING btree ("captured_at");--> statement-breakpoint
UPDATE "membership_types" SET "term_years" = NULL WHERE "name" ILIKE '%life%';--> statement-breakpoint
UPDATE "members" SET "member_since" = (coalesce("reviewed_at", "created_at") AT TIME ZONE 'Asia/Kolkata')::date
WHERE "status" = 'approved' OR "is_manual";--> statement-breakpoint
UPDATE "members" SET "life_member" = true
FROM "membership_types" WHERE "membership_types"."id" = "members"."membership_type_id"
AND "membership_types"."term_years" IS NULL AND "members"."member_since" IS NOT NULL;--> statement-breakpoint
UPDATE "members" SET "valid_until" = (
  SELECT CASE WHEN to_char("member_since", 'MM-DD') = '02-29' AND to_char(anniversary, 'MM-DD') = '02-28'
    THEN anniversary ELSE anniversary - 1 END
  FROM (SELECT ("member_since" + make_interval(years => coalesce(
    (SELECT "term_years" FROM "membership_types" WHERE "id" = "members"."membership_type_id"), 1)))::date AS anniversary) AS term
)
WHERE "member_since" IS NOT NULL AND NOT "life_member";--> statement-breakpoint
UPDATE "payments" SET "member_id" = "claimed_by_id" WHERE "claimed_by_type" = 'member';--> statement-breakpoint
UPDATE "payments" SET "member_id" = "fellowships"."member_id"
FROM "fellowships" WHERE "payments"."claimed_by_type" = 'fellowship' AND "fellowships"."id" = "payments"."claimed_by_id";
