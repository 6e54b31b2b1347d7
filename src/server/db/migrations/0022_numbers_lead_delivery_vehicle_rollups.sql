CREATE TABLE "analytics_vehicle_monthly" (
	"website_id" integer NOT NULL,
	"month" date NOT NULL,
	"car_id" integer NOT NULL,
	"dealership_id" integer NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_vehicle_monthly_website_id_month_car_id_pk" PRIMARY KEY("website_id","month","car_id")
);
--> statement-breakpoint
CREATE TABLE "lead_daily" (
	"website_id" integer NOT NULL,
	"day" date NOT NULL,
	"dealership_id" integer DEFAULT 0 NOT NULL,
	"category" text NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_daily_website_id_day_dealership_id_category_pk" PRIMARY KEY("website_id","day","dealership_id","category")
);
--> statement-breakpoint
CREATE TABLE "lead_delivery_daily" (
	"website_id" integer NOT NULL,
	"day" date NOT NULL,
	"dealership_id" integer DEFAULT 0 NOT NULL,
	"seconds" double precision NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_delivery_daily_website_id_day_dealership_id_seconds_pk" PRIMARY KEY("website_id","day","dealership_id","seconds")
);
--> statement-breakpoint
CREATE TABLE "lead_source_daily" (
	"website_id" integer NOT NULL,
	"day" date NOT NULL,
	"dealership_id" integer DEFAULT 0 NOT NULL,
	"source_type" text DEFAULT '' NOT NULL,
	"source_network" text DEFAULT '' NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_source_daily_website_id_day_dealership_id_source_type_source_network_pk" PRIMARY KEY("website_id","day","dealership_id","source_type","source_network")
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "failed_deliveries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "analytics_vehicle_monthly_dealership_idx" ON "analytics_vehicle_monthly" USING btree ("dealership_id","month");--> statement-breakpoint
CREATE INDEX "lead_daily_dealership_idx" ON "lead_daily" USING btree ("dealership_id","day");--> statement-breakpoint
CREATE INDEX "lead_delivery_daily_dealership_idx" ON "lead_delivery_daily" USING btree ("dealership_id","day");--> statement-breakpoint
CREATE INDEX "lead_source_daily_dealership_idx" ON "lead_source_daily" USING btree ("dealership_id","day");--> statement-breakpoint
CREATE INDEX "leads_car_created_idx" ON "leads" USING btree ("car_id","created_at");--> statement-breakpoint
CREATE INDEX "cars_in_stock_ageing_idx" ON "cars" USING btree ("dealership_id","make","car_type","created_at") WHERE "cars"."status" = 'in_stock' and not "cars"."sold";--> statement-breakpoint
-- A lead's first successful delivery and failed deliveries, kept from lead_deliveries.
CREATE OR REPLACE FUNCTION numbers_lead_deliveries_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.lead_id = NEW.lead_id AND OLD.status IS NOT DISTINCT FROM NEW.status
     AND OLD.delivered_at IS NOT DISTINCT FROM NEW.delivered_at THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN changed := ARRAY[OLD.lead_id];
  ELSIF TG_OP = 'INSERT' THEN changed := ARRAY[NEW.lead_id];
  ELSE changed := ARRAY[OLD.lead_id, NEW.lead_id];
  END IF;
  UPDATE leads l SET first_delivered_at = d.first_at, failed_deliveries = d.failed
  FROM (
    SELECT x.id,
           (SELECT min(ld.delivered_at) FROM lead_deliveries ld WHERE ld.lead_id = x.id AND ld.status = 'delivered') AS first_at,
           (SELECT count(*) FROM lead_deliveries ld WHERE ld.lead_id = x.id AND ld.status = 'failed')::integer AS failed
    FROM unnest(changed) AS x(id)
  ) d
  WHERE l.id = d.id
    AND (l.first_delivered_at IS DISTINCT FROM d.first_at OR l.failed_deliveries <> d.failed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lead_deliveries_numbers AFTER INSERT OR UPDATE OR DELETE ON lead_deliveries
  FOR EACH ROW EXECUTE FUNCTION numbers_lead_deliveries_changed();
--> statement-breakpoint
-- lead_daily, lead_source_daily and lead_delivery_daily, kept from leads: the old row's counts out, the new one's in.
CREATE OR REPLACE FUNCTION numbers_leads_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND OLD.website_id = NEW.website_id
     AND OLD.dealership_id IS NOT DISTINCT FROM NEW.dealership_id
     AND OLD.created_at = NEW.created_at
     AND OLD.category = NEW.category
     AND (OLD.payload #>> '{attribution,source,type}') IS NOT DISTINCT FROM (NEW.payload #>> '{attribution,source,type}')
     AND (OLD.payload #>> '{attribution,source,network}') IS NOT DISTINCT FROM (NEW.payload #>> '{attribution,source,network}')
     AND OLD.first_delivered_at IS NOT DISTINCT FROM NEW.first_delivered_at
     AND OLD.failed_deliveries = NEW.failed_deliveries THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE lead_daily SET leads = leads - 1
    WHERE website_id = OLD.website_id AND day = (OLD.created_at AT TIME ZONE 'UTC')::date
      AND dealership_id = coalesce(OLD.dealership_id, 0) AND category = OLD.category;
    UPDATE lead_source_daily SET leads = leads - 1, failed = failed - OLD.failed_deliveries
    WHERE website_id = OLD.website_id AND day = (OLD.created_at AT TIME ZONE 'UTC')::date
      AND dealership_id = coalesce(OLD.dealership_id, 0)
      AND source_type = coalesce(OLD.payload #>> '{attribution,source,type}', '')
      AND source_network = coalesce(OLD.payload #>> '{attribution,source,network}', '');
    IF OLD.first_delivered_at IS NOT NULL THEN
      UPDATE lead_delivery_daily SET leads = leads - 1
      WHERE website_id = OLD.website_id AND day = (OLD.created_at AT TIME ZONE 'UTC')::date
        AND dealership_id = coalesce(OLD.dealership_id, 0)
        AND seconds = extract(epoch FROM OLD.first_delivered_at - OLD.created_at)::float8;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO lead_daily (website_id, day, dealership_id, category, leads)
    VALUES (NEW.website_id, (NEW.created_at AT TIME ZONE 'UTC')::date, coalesce(NEW.dealership_id, 0), NEW.category, 1)
    ON CONFLICT (website_id, day, dealership_id, category) DO UPDATE SET leads = lead_daily.leads + 1;
    INSERT INTO lead_source_daily (website_id, day, dealership_id, source_type, source_network, leads, failed)
    VALUES (NEW.website_id, (NEW.created_at AT TIME ZONE 'UTC')::date, coalesce(NEW.dealership_id, 0),
            coalesce(NEW.payload #>> '{attribution,source,type}', ''),
            coalesce(NEW.payload #>> '{attribution,source,network}', ''), 1, NEW.failed_deliveries)
    ON CONFLICT (website_id, day, dealership_id, source_type, source_network)
    DO UPDATE SET leads = lead_source_daily.leads + 1, failed = lead_source_daily.failed + excluded.failed;
    IF NEW.first_delivered_at IS NOT NULL THEN
      INSERT INTO lead_delivery_daily (website_id, day, dealership_id, seconds, leads)
      VALUES (NEW.website_id, (NEW.created_at AT TIME ZONE 'UTC')::date, coalesce(NEW.dealership_id, 0),
              extract(epoch FROM NEW.first_delivered_at - NEW.created_at)::float8, 1)
      ON CONFLICT (website_id, day, dealership_id, seconds) DO UPDATE SET leads = lead_delivery_daily.leads + 1;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER leads_numbers AFTER INSERT OR UPDATE OR DELETE ON leads
  FOR EACH ROW EXECUTE FUNCTION numbers_leads_changed();
--> statement-breakpoint
-- analytics_vehicle_monthly, kept from analytics_vehicle_daily.
CREATE OR REPLACE FUNCTION numbers_vehicle_daily_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE analytics_vehicle_monthly SET views = views - OLD.views
    WHERE website_id = OLD.website_id AND month = date_trunc('month', OLD.day)::date AND car_id = OLD.car_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO analytics_vehicle_monthly (website_id, month, car_id, dealership_id, views)
    VALUES (NEW.website_id, date_trunc('month', NEW.day)::date, NEW.car_id, NEW.dealership_id, NEW.views)
    ON CONFLICT (website_id, month, car_id) DO UPDATE SET views = analytics_vehicle_monthly.views + excluded.views;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_vehicle_daily_numbers AFTER INSERT OR UPDATE OR DELETE ON analytics_vehicle_daily
  FOR EACH ROW EXECUTE FUNCTION numbers_vehicle_daily_changed();
--> statement-breakpoint
-- The rollups recomputed from raw rows for leads created (and vehicle views) from p_from to
-- p_to, UTC days, both included (whole months for the monthly vehicle views).
CREATE OR REPLACE FUNCTION numbers_rebuild(p_from date, p_to date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  from_at timestamptz := p_from::timestamp AT TIME ZONE 'UTC';
  to_at timestamptz := (p_to + 1)::timestamp AT TIME ZONE 'UTC';
  from_month date := date_trunc('month', p_from)::date;
  to_month date := date_trunc('month', p_to)::date;
BEGIN
  LOCK TABLE lead_daily, lead_source_daily, lead_delivery_daily, analytics_vehicle_monthly IN EXCLUSIVE MODE;
  UPDATE leads l SET first_delivered_at = d.first_at, failed_deliveries = d.failed
  FROM (
    SELECT l2.id,
           (SELECT min(ld.delivered_at) FROM lead_deliveries ld WHERE ld.lead_id = l2.id AND ld.status = 'delivered') AS first_at,
           (SELECT count(*) FROM lead_deliveries ld WHERE ld.lead_id = l2.id AND ld.status = 'failed')::integer AS failed
    FROM leads l2 WHERE l2.created_at >= from_at AND l2.created_at < to_at
  ) d
  WHERE l.id = d.id AND (l.first_delivered_at IS DISTINCT FROM d.first_at OR l.failed_deliveries <> d.failed);
  DELETE FROM lead_daily WHERE day BETWEEN p_from AND p_to;
  INSERT INTO lead_daily (website_id, day, dealership_id, category, leads)
  SELECT website_id, (created_at AT TIME ZONE 'UTC')::date, coalesce(dealership_id, 0), category, count(*)
  FROM leads WHERE created_at >= from_at AND created_at < to_at
  GROUP BY 1, 2, 3, 4;
  DELETE FROM lead_source_daily WHERE day BETWEEN p_from AND p_to;
  INSERT INTO lead_source_daily (website_id, day, dealership_id, source_type, source_network, leads, failed)
  SELECT website_id, (created_at AT TIME ZONE 'UTC')::date, coalesce(dealership_id, 0),
         coalesce(payload #>> '{attribution,source,type}', ''), coalesce(payload #>> '{attribution,source,network}', ''),
         count(*), sum(failed_deliveries)
  FROM leads WHERE created_at >= from_at AND created_at < to_at
  GROUP BY 1, 2, 3, 4, 5;
  DELETE FROM lead_delivery_daily WHERE day BETWEEN p_from AND p_to;
  INSERT INTO lead_delivery_daily (website_id, day, dealership_id, seconds, leads)
  SELECT website_id, (created_at AT TIME ZONE 'UTC')::date, coalesce(dealership_id, 0),
         extract(epoch FROM first_delivered_at - created_at)::float8, count(*)
  FROM leads WHERE created_at >= from_at AND created_at < to_at AND first_delivered_at IS NOT NULL
  GROUP BY 1, 2, 3, 4;
  DELETE FROM analytics_vehicle_monthly WHERE month BETWEEN from_month AND to_month;
  INSERT INTO analytics_vehicle_monthly (website_id, month, car_id, dealership_id, views)
  SELECT website_id, date_trunc('month', day)::date, car_id, min(dealership_id), sum(views)
  FROM analytics_vehicle_daily
  WHERE day >= from_month AND day < (to_month + interval '1 month')::date
  GROUP BY 1, 2, 3;
END $$;
--> statement-breakpoint
SELECT numbers_rebuild('2000-01-01', (now() AT TIME ZONE 'UTC')::date + 1);
