CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author" text NOT NULL,
	"hero_image_url" text,
	"hero_image_alt" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "posts_website_slug_idx" ON "posts" USING btree ("website_id","slug");--> statement-breakpoint
CREATE INDEX "posts_website_published_idx" ON "posts" USING btree ("website_id","published_at");