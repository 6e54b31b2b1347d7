ALTER TABLE "cars" ALTER COLUMN "date" SET DATA TYPE jsonb USING (CASE WHEN "date" IS NULL THEN '[]'::jsonb ELSE jsonb_build_array(to_char("date" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')) END);--> statement-breakpoint
ALTER TABLE "cars" ALTER COLUMN "date" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "cars" ALTER COLUMN "date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "distribution_locations" jsonb DEFAULT '[]'::jsonb NOT NULL;
