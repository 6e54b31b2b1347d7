CREATE TABLE "payment_accounts" (
	"dealership_id" integer NOT NULL,
	"provider" text NOT NULL,
	"base_url" text NOT NULL,
	"secret_key" text NOT NULL,
	"account" text,
	"webhook_secret" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_accounts_dealership_id_provider_pk" PRIMARY KEY("dealership_id","provider")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"reservation_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" text PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"dealership_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"lead_id" integer,
	"source_lead_id" integer,
	"provider" text NOT NULL,
	"payment_id" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"refund_reason" text,
	"refund_id" text,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"shopper" jsonb NOT NULL,
	"token_hash" text NOT NULL,
	"last_event_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_one_paid_per_car" ON "reservations" USING btree ("car_id") WHERE "reservations"."state" = 'paid';--> statement-breakpoint
CREATE INDEX "reservations_pending_idx" ON "reservations" USING btree ("created_at") WHERE "reservations"."state" = 'pending';