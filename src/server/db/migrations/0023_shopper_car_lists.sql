CREATE TABLE "shopper_car_lists" (
	"user_id" text NOT NULL,
	"website_id" integer NOT NULL,
	"list" text NOT NULL,
	"car_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopper_car_lists_user_id_website_id_list_pk" PRIMARY KEY("user_id","website_id","list")
);
--> statement-breakpoint
ALTER TABLE "shopper_car_lists" ADD CONSTRAINT "shopper_car_lists_user_id_shopper_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "shopper_users"("id") ON DELETE cascade ON UPDATE no action;