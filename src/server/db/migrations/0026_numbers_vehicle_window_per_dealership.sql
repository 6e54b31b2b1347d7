-- The windows keep each vehicle's views on every site together, per dealership (the vehicle's),
-- so the most viewed vehicles read per dealership only its first rows in views order. The rows
-- are derived: emptied here and recomputed at the end.
DELETE FROM "analytics_vehicle_window";--> statement-breakpoint
DROP INDEX IF EXISTS "analytics_vehicle_window_car_idx";--> statement-breakpoint
DROP INDEX "analytics_vehicle_window_dealership_idx";--> statement-breakpoint
ALTER TABLE "analytics_vehicle_window" DROP CONSTRAINT "analytics_vehicle_window_days_website_id_car_id_pk";--> statement-breakpoint
ALTER TABLE "analytics_vehicle_window" DROP COLUMN "website_id";--> statement-breakpoint
ALTER TABLE "analytics_vehicle_window" ADD CONSTRAINT "analytics_vehicle_window_days_dealership_id_car_id_pk" PRIMARY KEY("days","dealership_id","car_id");--> statement-breakpoint
CREATE INDEX "analytics_vehicle_window_rank_idx" ON "analytics_vehicle_window" USING btree ("days","dealership_id","views" DESC NULLS LAST,"car_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION numbers_vehicle_windows_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(4242023);
  UPDATE analytics_vehicle_window_state SET through = greatest(through, (now() AT TIME ZONE 'UTC')::date);
  DELETE FROM analytics_vehicle_window;
  INSERT INTO analytics_vehicle_window (days, dealership_id, car_id, views)
  SELECT s.days, d.dealership_id, d.car_id, sum(d.views)
  FROM analytics_vehicle_window_state s
  JOIN analytics_vehicle_daily d ON d.day BETWEEN s.through - (s.days - 1) AND s.through
  GROUP BY 1, 2, 3 HAVING sum(d.views) <> 0;
END $$;
--> statement-breakpoint
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
    INSERT INTO analytics_vehicle_window (days, dealership_id, car_id, views)
    SELECT p_days, dealership_id, car_id, sum(views)
    FROM analytics_vehicle_daily
    WHERE day BETWEEN p_through - (p_days - 1) AND p_through
    GROUP BY 2, 3 HAVING sum(views) <> 0;
  ELSE
    INSERT INTO analytics_vehicle_window (days, dealership_id, car_id, views)
    SELECT p_days, dealership_id, car_id,
           sum(CASE WHEN day BETWEEN p_through - (p_days - 1) AND p_through THEN views ELSE -views END)
    FROM analytics_vehicle_daily
    WHERE day BETWEEN least(old_through, p_through) - (p_days - 1) AND greatest(old_through, p_through)
      AND (day BETWEEN old_through - (p_days - 1) AND old_through)
          <> (day BETWEEN p_through - (p_days - 1) AND p_through)
    GROUP BY 2, 3
    ON CONFLICT (days, dealership_id, car_id)
    DO UPDATE SET views = analytics_vehicle_window.views + excluded.views;
    DELETE FROM analytics_vehicle_window WHERE days = p_days AND views = 0;
  END IF;
  UPDATE analytics_vehicle_window_state SET through = p_through WHERE days = p_days;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION numbers_vehicle_daily_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(4242023);
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE analytics_vehicle_monthly SET views = views - OLD.views
    WHERE website_id = OLD.website_id AND month = date_trunc('month', OLD.day)::date AND car_id = OLD.car_id;
    UPDATE analytics_vehicle_window w SET views = w.views - OLD.views
    FROM analytics_vehicle_window_state s
    WHERE w.days = s.days AND OLD.day BETWEEN s.through - (s.days - 1) AND s.through
      AND w.dealership_id = OLD.dealership_id AND w.car_id = OLD.car_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO analytics_vehicle_monthly (website_id, month, car_id, dealership_id, views)
    VALUES (NEW.website_id, date_trunc('month', NEW.day)::date, NEW.car_id, NEW.dealership_id, NEW.views)
    ON CONFLICT (website_id, month, car_id) DO UPDATE SET views = analytics_vehicle_monthly.views + excluded.views;
    INSERT INTO analytics_vehicle_window (days, dealership_id, car_id, views)
    SELECT s.days, NEW.dealership_id, NEW.car_id, NEW.views
    FROM analytics_vehicle_window_state s
    WHERE NEW.day BETWEEN s.through - (s.days - 1) AND s.through
    ON CONFLICT (days, dealership_id, car_id) DO UPDATE SET views = analytics_vehicle_window.views + excluded.views;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
SELECT numbers_vehicle_windows_rebuild();
