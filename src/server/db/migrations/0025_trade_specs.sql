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
ALTER TABLE "cars" ADD COLUMN "lams" boolean;