CREATE TABLE "research_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"email_id" text NOT NULL,
	"phone_number" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"is_granted" boolean DEFAULT false NOT NULL,
	"selected_grant" text NOT NULL,
	"year_type" text NOT NULL,
	"membership_id" text NOT NULL,
	"specialization" text NOT NULL,
	"address" text NOT NULL,
	"academic_qualification" text NOT NULL,
	"application_details" text DEFAULT '' NOT NULL,
	"project_title" text DEFAULT '' NOT NULL,
	"principal_investigator" jsonb NOT NULL,
	"co_principal_investigators" jsonb NOT NULL,
	"types_of_project" jsonb NOT NULL,
	"project_details" jsonb NOT NULL,
	"project_schedule" jsonb NOT NULL,
	"grant_details" jsonb NOT NULL,
	"signatures" jsonb NOT NULL,
	"documentation" jsonb NOT NULL,
	"approved_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "roadmap_departments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"reviewers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "roadmap_parts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"grant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"part" integer NOT NULL,
	"months" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"approvals" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "research_grants" ADD CONSTRAINT "research_grants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roadmap_parts" ADD CONSTRAINT "roadmap_parts_grant_id_research_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."research_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roadmap_parts" ADD CONSTRAINT "roadmap_parts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "research_grants_one_open_per_member" ON "research_grants" USING btree ("member_id") WHERE "research_grants"."deleted_at" is null and "research_grants"."status" <> 'declined';--> statement-breakpoint
CREATE INDEX "research_grants_live_created_idx" ON "research_grants" USING btree ("created_at","id") WHERE "research_grants"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "roadmap_departments_live_name_idx" ON "roadmap_departments" USING btree (lower("name")) WHERE "roadmap_departments"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "roadmap_parts_grant_part_idx" ON "roadmap_parts" USING btree ("grant_id","part");