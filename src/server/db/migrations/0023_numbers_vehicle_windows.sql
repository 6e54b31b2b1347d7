CREATE TABLE "analytics_vehicle_window" (
	"days" integer NOT NULL,
	"website_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"dealership_id" integer NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_vehicle_window_days_website_id_car_id_pk" PRIMARY KEY("days","website_id","car_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_vehicle_window_state" (
	"days" integer PRIMARY KEY NOT NULL,
	"through" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_vehicle_window_dealership_idx" ON "analytics_vehicle_window" USING btree ("days","dealership_id");--> statement-breakpoint
-- Delivery times and failed deliveries per day read in day (and seconds) order straight from an
-- index holding every column they need: no hash of the rows, no sort before the percentiles.
CREATE INDEX "lead_delivery_daily_day_seconds_idx" ON "lead_delivery_daily" ("day", "seconds")
  INCLUDE ("website_id", "dealership_id", "leads");
--> statement-breakpoint
CREATE INDEX "lead_source_daily_day_idx" ON "lead_source_daily" ("day")
  INCLUDE ("website_id", "dealership_id", "leads", "failed");
--> statement-breakpoint
-- A window's rows in vehicle order with every column the top vehicles need: their views added
-- up per vehicle as they stream from the index (no hash of 100,000 vehicles).
CREATE INDEX "analytics_vehicle_window_car_idx" ON "analytics_vehicle_window" ("days", "car_id")
  INCLUDE ("website_id", "dealership_id", "views");
--> statement-breakpoint
-- The windows of analytics_vehicle_window recomputed from analytics_vehicle_daily (each
-- through its state's day, moved forward to today when behind), against writers meanwhile.
CREATE OR REPLACE FUNCTION numbers_vehicle_windows_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(4242023);
  UPDATE analytics_vehicle_window_state SET through = greatest(through, (now() AT TIME ZONE 'UTC')::date);
  DELETE FROM analytics_vehicle_window;
  INSERT INTO analytics_vehicle_window (days, website_id, car_id, dealership_id, views)
  SELECT s.days, d.website_id, d.car_id, min(d.dealership_id), sum(d.views)
  FROM analytics_vehicle_window_state s
  JOIN analytics_vehicle_daily d ON d.day BETWEEN s.through - (s.days - 1) AND s.through
  GROUP BY 1, 2, 3 HAVING sum(d.views) <> 0;
END $$;
--> statement-breakpoint
-- A window moved to end on p_through: the days leaving it counted out, the days entering it
-- counted in (recomputed whole when it moves by its length or more). Writers of
-- analytics_vehicle_daily hold the same lock shared, so none counts a view in a window being
-- moved; a reader checks the window's `through` in the statement that reads it.
CREATE OR REPLACE FUNCTION numbers_vehicle_window_move(p_days integer, p_through date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  old_through date;
BEGIN
  PERFORM pg_advisory_xact_lock(4242023);
  SELECT through INTO old_through FROM analytics_vehicle_window_state WHERE days = p_days;
  IF old_through IS NULL OR old_through = p_through THEN
    RETURN;
  END IF;
  IF abs(p_through - old_through) >= p_days THEN
    DELETE FROM analytics_vehicle_window WHERE days = p_days;
    INSERT INTO analytics_vehicle_window (days, website_id, car_id, dealership_id, views)
    SELECT p_days, website_id, car_id, min(dealership_id), sum(views)
    FROM analytics_vehicle_daily
    WHERE day BETWEEN p_through - (p_days - 1) AND p_through
    GROUP BY 2, 3 HAVING sum(views) <> 0;
  ELSE
    INSERT INTO analytics_vehicle_window (days, website_id, car_id, dealership_id, views)
    SELECT p_days, website_id, car_id, min(dealership_id),
           sum(CASE WHEN day BETWEEN p_through - (p_days - 1) AND p_through THEN views ELSE -views END)
    FROM analytics_vehicle_daily
    WHERE day BETWEEN least(old_through, p_through) - (p_days - 1) AND greatest(old_through, p_through)
      AND (day BETWEEN old_through - (p_days - 1) AND old_through)
          <> (day BETWEEN p_through - (p_days - 1) AND p_through)
    GROUP BY 2, 3
    ON CONFLICT (days, website_id, car_id)
    DO UPDATE SET views = analytics_vehicle_window.views + excluded.views;
    DELETE FROM analytics_vehicle_window WHERE days = p_days AND views = 0;
  END IF;
  UPDATE analytics_vehicle_window_state SET through = p_through WHERE days = p_days;
END $$;
--> statement-breakpoint
-- analytics_vehicle_monthly and the windows of analytics_vehicle_window, kept from analytics_vehicle_daily.
CREATE OR REPLACE FUNCTION numbers_vehicle_daily_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(4242023);
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE analytics_vehicle_monthly SET views = views - OLD.views
    WHERE website_id = OLD.website_id AND month = date_trunc('month', OLD.day)::date AND car_id = OLD.car_id;
    UPDATE analytics_vehicle_window w SET views = w.views - OLD.views
    FROM analytics_vehicle_window_state s
    WHERE w.days = s.days AND OLD.day BETWEEN s.through - (s.days - 1) AND s.through
      AND w.website_id = OLD.website_id AND w.car_id = OLD.car_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO analytics_vehicle_monthly (website_id, month, car_id, dealership_id, views)
    VALUES (NEW.website_id, date_trunc('month', NEW.day)::date, NEW.car_id, NEW.dealership_id, NEW.views)
    ON CONFLICT (website_id, month, car_id) DO UPDATE SET views = analytics_vehicle_monthly.views + excluded.views;
    INSERT INTO analytics_vehicle_window (days, website_id, car_id, dealership_id, views)
    SELECT s.days, NEW.website_id, NEW.car_id, NEW.dealership_id, NEW.views
    FROM analytics_vehicle_window_state s
    WHERE NEW.day BETWEEN s.through - (s.days - 1) AND s.through
    ON CONFLICT (days, website_id, car_id) DO UPDATE SET views = analytics_vehicle_window.views + excluded.views;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The rollups recomputed from raw rows for leads created (and vehicle views) from p_from to
-- p_to, UTC days, both included (whole months for the monthly vehicle views), and the
-- vehicle windows whole.
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
  PERFORM numbers_vehicle_windows_rebuild();
END $$;
--> statement-breakpoint
-- A year and 28 days (the console's default range), through today.
INSERT INTO analytics_vehicle_window_state (days, through)
VALUES (365, (now() AT TIME ZONE 'UTC')::date), (28, (now() AT TIME ZONE 'UTC')::date);
--> statement-breakpoint
SELECT numbers_vehicle_windows_rebuild();
