CREATE TABLE "content_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collection" text NOT NULL,
	"slug" text,
	"category" text,
	"position" integer DEFAULT 0 NOT NULL,
	"value" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_collection_slug" ON "content_items" USING btree ("collection","slug");--> statement-breakpoint
CREATE INDEX "content_items_collection_position" ON "content_items" USING btree ("collection","position");