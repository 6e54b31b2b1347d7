CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD COLUMN "requested_by" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(payload->>'name', '') || chr(31) || coalesce(payload->>'email', '') || chr(31) || coalesce(payload->>'phone', '') || chr(31) || coalesce(payload->>'phone_e164', ''))) STORED;--> statement-breakpoint
CREATE INDEX "delivery_attempts_delivery_idx" ON "delivery_attempts" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "lead_deliveries_lead_idx" ON "lead_deliveries" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "leads_search_trgm_idx" ON "leads" USING gin ("search_text" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_dealership_created_idx" ON "leads" USING btree ("dealership_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at","id");