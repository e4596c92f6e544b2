CREATE INDEX "payments_paid_or_ordered_idx" ON "payments" USING btree (coalesce("captured_at", "created_at"),"id");--> statement-breakpoint
CREATE INDEX "payments_refunded_idx" ON "payments" USING btree (coalesce("captured_at", "created_at"),"id") WHERE "payments"."refunded_paise" > 0;--> statement-breakpoint
CREATE INDEX "payments_email_search_idx" ON "payments" USING gin ("email" gin_trgm_ops);