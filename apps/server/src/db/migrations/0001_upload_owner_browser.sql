ALTER TABLE "uploads" ADD COLUMN "browser_token_hash" text;--> statement-breakpoint
CREATE INDEX "uploads_unclaimed_idx" ON "uploads" USING btree ("created_at") WHERE "uploads"."claimed_at" is null;