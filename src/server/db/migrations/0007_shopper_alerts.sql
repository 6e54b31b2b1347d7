CREATE TABLE "shopper_alert_state" (
	"user_id" text PRIMARY KEY NOT NULL,
	"last_checked_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shopper_saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"website_id" integer NOT NULL,
	"site_host" text NOT NULL,
	"path" text NOT NULL,
	"known_car_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shopper_watchlist" ADD COLUMN "alerted_price" integer;--> statement-breakpoint
ALTER TABLE "shopper_watchlist" ADD COLUMN "site_host" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shopper_alert_state" ADD CONSTRAINT "shopper_alert_state_user_id_shopper_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "shopper_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopper_saved_searches" ADD CONSTRAINT "shopper_saved_searches_user_id_shopper_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "shopper_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shopper_saved_searches_user_path" ON "shopper_saved_searches" USING btree ("user_id","website_id","path");