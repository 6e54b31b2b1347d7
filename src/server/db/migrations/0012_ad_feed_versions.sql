CREATE TABLE "ad_feed_versions" (
	"website_id" integer NOT NULL,
	"feed" text NOT NULL,
	"content_hash" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ad_feed_versions_website_id_feed_pk" PRIMARY KEY("website_id","feed")
);
--> statement-breakpoint
ALTER TABLE "ad_feed_versions" ADD CONSTRAINT "ad_feed_versions_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "websites"("id") ON DELETE cascade ON UPDATE no action;