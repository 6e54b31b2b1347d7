CREATE TABLE "shopper_alert_state" (
	"user_id" text PRIMARY KEY NOT NULL,
	"last_checked_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shopper_auth_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_scope" text NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
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
CREATE TABLE "shopper_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_scope" text NOT NULL,
	"token" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopper_sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "shopper_users" (
	"id" text PRIMARY KEY NOT NULL,
	"account_scope" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopper_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"account_scope" text NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopper_watchlist" (
	"user_id" text NOT NULL,
	"car_id" integer NOT NULL,
	"saved_price" integer,
	"alerted_price" integer,
	"site_host" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopper_watchlist_user_id_car_id_pk" PRIMARY KEY("user_id","car_id")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shopper_alert_state" ADD CONSTRAINT "shopper_alert_state_user_id_shopper_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "shopper_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopper_auth_accounts" ADD CONSTRAINT "shopper_auth_accounts_user_id_shopper_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "shopper_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopper_saved_searches" ADD CONSTRAINT "shopper_saved_searches_user_id_shopper_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "shopper_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopper_sessions" ADD CONSTRAINT "shopper_sessions_user_id_shopper_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "shopper_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopper_watchlist" ADD CONSTRAINT "shopper_watchlist_user_id_shopper_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "shopper_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shopper_saved_searches_user_path" ON "shopper_saved_searches" USING btree ("user_id","website_id","path");--> statement-breakpoint
CREATE INDEX "shopper_sessions_user" ON "shopper_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shopper_users_scope_email" ON "shopper_users" USING btree ("account_scope","email");--> statement-breakpoint
CREATE INDEX "shopper_verifications_identifier" ON "shopper_verifications" USING btree ("identifier");