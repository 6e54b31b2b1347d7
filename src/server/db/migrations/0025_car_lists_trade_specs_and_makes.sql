CREATE TABLE "shopper_car_lists" (
	"user_id" text NOT NULL,
	"website_id" integer NOT NULL,
	"list" text NOT NULL,
	"car_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopper_car_lists_user_id_website_id_list_pk" PRIMARY KEY("user_id","website_id","list")
);
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "gvm_kg" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "gcm_kg" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "licence_class" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "axles" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "berths" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "length_mm" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "tare_kg" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "atm_kg" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "ball_weight_kg" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "engine_cc" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "lams" boolean;--> statement-breakpoint
ALTER TABLE "shopper_car_lists" ADD CONSTRAINT "shopper_car_lists_user_id_shopper_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "shopper_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Makes stored before intake normalised them take the platform's usual name ("VW" -> "Volkswagen").
UPDATE cars SET make = CASE lower(make)
  WHEN 'vw' THEN 'Volkswagen'
  WHEN 'volkswagon' THEN 'Volkswagen'
  WHEN 'volks wagen' THEN 'Volkswagen'
  WHEN 'mercedes' THEN 'Mercedes-Benz'
  WHEN 'mercedes benz' THEN 'Mercedes-Benz'
  WHEN 'merc' THEN 'Mercedes-Benz'
  WHEN 'benz' THEN 'Mercedes-Benz'
  WHEN 'harley davidson' THEN 'Harley-Davidson'
  WHEN 'harley' THEN 'Harley-Davidson'
  WHEN 'land-rover' THEN 'Land Rover'
  WHEN 'landrover' THEN 'Land Rover'
  WHEN 'rolls royce' THEN 'Rolls-Royce'
  WHEN 'chev' THEN 'Chevrolet'
  WHEN 'chevy' THEN 'Chevrolet'
  WHEN 'alfa' THEN 'Alfa Romeo'
  WHEN 'mitsubishi fuso' THEN 'Fuso'
  WHEN 'great wall motors' THEN 'GWM'
END
WHERE lower(make) IN ('vw', 'volkswagon', 'volks wagen', 'mercedes', 'mercedes benz', 'merc', 'benz', 'harley davidson', 'harley', 'land-rover', 'landrover', 'rolls royce', 'chev', 'chevy', 'alfa', 'mitsubishi fuso', 'great wall motors');
