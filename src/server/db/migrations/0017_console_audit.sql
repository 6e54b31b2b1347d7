CREATE TABLE "console_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_user_id" text,
	"staff_email" text NOT NULL,
	"dealership_id" integer,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "console_audit" ADD CONSTRAINT "console_audit_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "console_audit_entity" ON "console_audit" USING btree ("entity","entity_id","created_at");