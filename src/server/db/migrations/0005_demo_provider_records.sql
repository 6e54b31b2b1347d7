CREATE TABLE "demo_provider_records" (
	"provider" text NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_provider_records_provider_id_pk" PRIMARY KEY("provider","id")
);
