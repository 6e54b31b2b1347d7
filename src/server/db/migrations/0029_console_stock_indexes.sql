CREATE INDEX "reservations_car_created_idx" ON "reservations" USING btree ("car_id","created_at");--> statement-breakpoint
CREATE INDEX "reservations_created_idx" ON "reservations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "cars_console_name_idx" ON "cars" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "cars_console_make_idx" ON "cars" USING btree ("make","model","id");--> statement-breakpoint
CREATE INDEX "cars_console_photos_idx" ON "cars" USING btree ("image_count","id");--> statement-breakpoint
CREATE INDEX "cars_console_status_idx" ON "cars" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "cars_console_status_desc_idx" ON "cars" USING btree ("status" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "cars_console_price_desc_idx" ON "cars" USING btree ("price" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "cars_console_filter_idx" ON "cars" USING btree ("dealership_id","status","car_type","show_on_dealer_website");--> statement-breakpoint
CREATE INDEX "cars_console_search_idx" ON "cars" USING gin (("name" || chr(31) || "make" || chr(31) || "model" || chr(31) || "stocknum") public.gin_trgm_ops);