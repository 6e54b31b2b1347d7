CREATE TABLE "payment_refusals" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"reservation_id" text NOT NULL,
	"provider" text NOT NULL,
	"event_id" text,
	"reason" text NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "refund_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "refund_retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_refusals" ADD CONSTRAINT "payment_refusals_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refusals_reservation_idx" ON "payment_refusals" USING btree ("reservation_id");