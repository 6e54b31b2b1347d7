CREATE TABLE "shopper_passkeys" (
	"id" text PRIMARY KEY NOT NULL,
	"account_scope" text NOT NULL,
	"name" text,
	"public_key" text NOT NULL,
	"user_id" text NOT NULL,
	"credential_id" text NOT NULL,
	"counter" integer NOT NULL,
	"device_type" text NOT NULL,
	"backed_up" boolean NOT NULL,
	"transports" text,
	"aaguid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shopper_passkeys" ADD CONSTRAINT "shopper_passkeys_user_id_shopper_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "shopper_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shopper_passkeys_user" ON "shopper_passkeys" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shopper_passkeys_scope_credential" ON "shopper_passkeys" USING btree ("account_scope","credential_id");