ALTER TABLE "cars" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(
    coalesce(name, '') || ' ' || coalesce(make, '') || ' ' || coalesce(model, '') || ' ' ||
    coalesce(series, '') || ' ' || coalesce(badge, '') || ' ' || coalesce(stocknum, '') || ' ' ||
    coalesce(vin, '') || ' ' || coalesce(colour, '') || ' ' || coalesce(body, '') || ' ' ||
    coalesce(fuel, '') || ' ' || coalesce(transmission, '') || ' ' || coalesce(city, '') || ' ' ||
    coalesce(description, '') || ' ' || features::text,
    '[][/._,+():"''-]+', ' ', 'g'))) STORED;--> statement-breakpoint
CREATE INDEX "cars_search_idx" ON "cars" USING gin ("search_document");