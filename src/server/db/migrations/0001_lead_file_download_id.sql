--: a lead file's download link carries a random id, never the serial id.
-- Files uploaded before this migration get a random id too (gen_random_uuid: 122 random bits).
ALTER TABLE "lead_files" ADD COLUMN "download_id" text;--> statement-breakpoint
UPDATE "lead_files" SET "download_id" = replace(gen_random_uuid()::text, '-', '') WHERE "download_id" IS NULL;--> statement-breakpoint
ALTER TABLE "lead_files" ALTER COLUMN "download_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_files" ADD CONSTRAINT "lead_files_download_id_unique" UNIQUE("download_id");
