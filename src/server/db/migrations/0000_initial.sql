CREATE TABLE "careers" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"title" text NOT NULL,
	"location" text NOT NULL,
	"employment_type" text NOT NULL,
	"summary" text NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"website_slug" text NOT NULL,
	"url" text NOT NULL,
	"category" text NOT NULL,
	"lead_id" integer,
	"anon_id" text,
	"session_id" text,
	"error_message" text,
	"event_properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"ok" boolean NOT NULL,
	"detail" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"website_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"destination" jsonb NOT NULL,
	"prospect_status" text DEFAULT 'new' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"dealership_id" integer,
	"form_id" text NOT NULL,
	"category" text NOT NULL,
	"lead_status" text NOT NULL,
	"form_completed" boolean DEFAULT false NOT NULL,
	"step_number" integer,
	"car_id" integer,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"capacity" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"series" text,
	"badge" text,
	"year" integer NOT NULL,
	"km" integer DEFAULT 0 NOT NULL,
	"vin" text,
	"stocknum" text NOT NULL,
	"car_type" text NOT NULL,
	"status" text NOT NULL,
	"sold" boolean DEFAULT false NOT NULL,
	"reserved" boolean DEFAULT false NOT NULL,
	"reservable" boolean,
	"price" integer,
	"before_price" integer,
	"dapprice" integer,
	"subscription_price" integer,
	"offer_price" integer,
	"offer_extra" integer,
	"preorder" boolean DEFAULT false NOT NULL,
	"tag" text,
	"certified" boolean DEFAULT false NOT NULL,
	"simple_fuel" text,
	"fuel" text,
	"body" text,
	"transmission" text,
	"drive" text,
	"engine" text,
	"colour" text,
	"doors" integer,
	"seats" integer,
	"description" text,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"manufacturer_body" text,
	"model_id" integer,
	"file" text,
	"primary_image_url" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"thumbnails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_count" integer DEFAULT 0 NOT NULL,
	"dealership_id" integer NOT NULL,
	"location_id" integer,
	"city" text,
	"state" text,
	"payment_processors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"has_checkout_payment_processor" boolean DEFAULT false NOT NULL,
	"autograb_data" jsonb,
	"show_on_dealer_website" boolean DEFAULT true NOT NULL,
	"date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sold_date_timestamp" timestamp with time zone,
	CONSTRAINT "cars_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" serial PRIMARY KEY NOT NULL,
	"manufacturer_id" integer,
	"website_id" integer,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"manufacturer_body" text,
	"manufacturer_body2" text,
	"manufacturer_body3" text,
	"body_style" text,
	"body" text,
	"image" jsonb,
	"status" text,
	"fuel" text,
	"variant" text,
	"override_url" text,
	"path" text,
	"accessories_count" integer DEFAULT 0 NOT NULL,
	"manufacturer_name" text,
	"price_from" integer,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"car_id" integer,
	"ends_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "dealer_groups_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "dealerships" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"dealer_group_id" integer,
	"phone" text,
	"email" text,
	"publishable_key" text,
	"feed_key_hash" text,
	CONSTRAINT "dealerships_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer,
	"dealership_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"location_type" text NOT NULL,
	"also_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"contact_detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dealer_license_number" text,
	"motor_vehicle_repairer" text,
	"manufacturers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reviews" jsonb DEFAULT '{"count":0,"average_rating":0,"items":[]}'::jsonb NOT NULL,
	"time_zone" text DEFAULT 'Australia/Sydney' NOT NULL,
	"street" text,
	"city" text,
	"state" text,
	"postcode" text,
	"lat" double precision,
	"long" double precision,
	"place_id" text,
	"place_url" text,
	"full" text,
	"map_url" text
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text,
	"description" text,
	CONSTRAINT "manufacturers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "website_dealerships" (
	"website_id" integer NOT NULL,
	"dealership_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "website_dealerships_website_id_dealership_id_pk" PRIMARY KEY("website_id","dealership_id")
);
--> statement-breakpoint
CREATE TABLE "websites" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"domain_name" text,
	"name" text NOT NULL,
	"url" text,
	"logo" text,
	"template" text NOT NULL,
	"market" text DEFAULT 'AU' NOT NULL,
	"dealership_id" integer,
	"manufacturer_id" integer,
	"dealership_group" integer,
	"phone" text,
	"email" text,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "websites_slug_unique" UNIQUE("slug"),
	CONSTRAINT "websites_domain_name_unique" UNIQUE("domain_name")
);
--> statement-breakpoint
ALTER TABLE "careers" ADD CONSTRAINT "careers_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_files" ADD CONSTRAINT "lead_files_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealerships" ADD CONSTRAINT "dealerships_dealer_group_id_dealer_groups_id_fk" FOREIGN KEY ("dealer_group_id") REFERENCES "dealer_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_dealerships" ADD CONSTRAINT "website_dealerships_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_dealerships" ADD CONSTRAINT "website_dealerships_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_dealership_group_dealer_groups_id_fk" FOREIGN KEY ("dealership_group") REFERENCES "dealer_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "careers_website_idx" ON "careers" USING btree ("website_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_website_slug_idx" ON "pages" USING btree ("website_id","slug");--> statement-breakpoint
CREATE INDEX "analytics_events_website_idx" ON "analytics_events" USING btree ("website_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_pk" ON "idempotency_keys" USING btree ("website_id","key");--> statement-breakpoint
CREATE INDEX "lead_deliveries_due_idx" ON "lead_deliveries" USING btree ("next_attempt_at") WHERE "lead_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "leads_website_idx" ON "leads" USING btree ("website_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_slots_idx" ON "booking_slots" USING btree ("dealership_id","kind","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cars_dealership_stocknum_idx" ON "cars" USING btree ("dealership_id","stocknum");--> statement-breakpoint
CREATE INDEX "cars_listing_idx" ON "cars" USING btree ("dealership_id","status","show_on_dealer_website");--> statement-breakpoint
CREATE INDEX "cars_make_model_idx" ON "cars" USING btree ("make","model");--> statement-breakpoint
CREATE INDEX "cars_price_idx" ON "cars" USING btree ("price");--> statement-breakpoint
CREATE INDEX "cars_created_idx" ON "cars" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "cars_sold_date_idx" ON "cars" USING btree ("sold_date_timestamp") WHERE "cars"."status" = 'sold' or "cars"."sold";--> statement-breakpoint
CREATE INDEX "models_website_idx" ON "models" USING btree ("website_id");--> statement-breakpoint
CREATE INDEX "models_manufacturer_idx" ON "models" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "locations_dealership_idx" ON "locations" USING btree ("dealership_id");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_slug_idx" ON "locations" USING btree ("dealership_id","slug");--> statement-breakpoint
CREATE INDEX "websites_domain_idx" ON "websites" USING btree (lower("domain_name"));