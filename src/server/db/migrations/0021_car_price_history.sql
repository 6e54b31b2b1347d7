CREATE TABLE "car_price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL,
	"from_price" integer,
	"to_price" integer,
	"source" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "price_drop_from" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "price_dropped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "car_price_changes" ADD CONSTRAINT "car_price_changes_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_price_changes_car_idx" ON "car_price_changes" USING btree ("car_id","changed_at");