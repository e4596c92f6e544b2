CREATE INDEX "members_membership_id_lower_idx" ON "members" USING btree (lower("membership_id"));--> statement-breakpoint
-- A finer histogram of the search text, so the planner tells a name shared by one member in
-- thirty from a term shared by one in a thousand (decision 092).
ALTER TABLE "members" ALTER COLUMN "search_text" SET STATISTICS 1000;
