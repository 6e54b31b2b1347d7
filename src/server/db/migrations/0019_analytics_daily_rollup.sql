CREATE TABLE "analytics_daily" (
	"website_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"dealership_id" integer DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_website_id_day_kind_source_dealership_id_pk" PRIMARY KEY("website_id","day","kind","source","dealership_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_vehicle_daily" (
	"website_id" integer NOT NULL,
	"day" date NOT NULL,
	"car_id" integer NOT NULL,
	"dealership_id" integer NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_vehicle_daily_website_id_day_car_id_pk" PRIMARY KEY("website_id","day","car_id")
);
--> statement-breakpoint
DROP INDEX "lead_deliveries_lead_idx";--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD CONSTRAINT "analytics_daily_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_vehicle_daily" ADD CONSTRAINT "analytics_vehicle_daily_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_daily_dealership_idx" ON "analytics_daily" USING btree ("dealership_id","day");--> statement-breakpoint
CREATE INDEX "analytics_vehicle_daily_dealership_idx" ON "analytics_vehicle_daily" USING btree ("dealership_id","day");--> statement-breakpoint
CREATE INDEX "lead_deliveries_lead_idx" ON "lead_deliveries" USING btree ("lead_id","status");