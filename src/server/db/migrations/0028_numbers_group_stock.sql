CREATE TABLE "group_stock_daily" (
	"dealer_group_id" integer NOT NULL,
	"make" text NOT NULL,
	"car_type" text NOT NULL,
	"day" date NOT NULL,
	"cars" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "group_stock_daily_dealer_group_id_make_car_type_day_pk" PRIMARY KEY("dealer_group_id","make","car_type","day")
);
--> statement-breakpoint
DROP INDEX "cars_in_stock_ageing_idx";--> statement-breakpoint
CREATE INDEX "cars_in_stock_ageing_idx" ON "cars" USING btree ("dealership_id","created_at","make","car_type") WHERE "cars"."status" = 'in_stock' and not "cars"."sold";--> statement-breakpoint
-- Stock ageing per dealer group (ADR 022): the cars in stock and not sold, by group, make,
-- condition and arrival day (UTC). A statement's net change per (dealership, make, condition,
-- day) is added to the dealerships' groups; a change that leaves every such count as it was (a
-- price, photos, the description) writes nothing. Before reading which group a dealership is
-- in, the writer takes the dealership's advisory lock (4242028, as the site-day rollups' writers
-- do, 0027) shared, in key order; a dealership changing group takes it exclusively.
CREATE OR REPLACE FUNCTION numbers_group_stock_add(p_dealership integer[], p_make text[], p_type text[],
                                                   p_day date[], p_n integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_dealership IS NULL THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(4242028, k.id)
  FROM (SELECT DISTINCT d AS id FROM unnest(p_dealership) AS d ORDER BY 1) k;
  INSERT INTO group_stock_daily AS t (dealer_group_id, make, car_type, day, cars)
  SELECT de.dealer_group_id, r.make, r.car_type, r.day, sum(r.n)
  FROM unnest(p_dealership, p_make, p_type, p_day, p_n) AS r(dealership_id, make, car_type, day, n)
  JOIN dealerships de ON de.id = r.dealership_id
  WHERE de.dealer_group_id IS NOT NULL
  GROUP BY 1, 2, 3, 4 HAVING sum(r.n) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (dealer_group_id, make, car_type, day) DO UPDATE SET cars = t.cars + excluded.cars;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION numbers_group_stock_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM numbers_group_stock_add(array_agg(r.dealership_id), array_agg(r.make), array_agg(r.car_type), array_agg(r.day), array_agg(r.n))
    FROM (SELECT dealership_id, make, car_type, (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::integer AS n
          FROM new_cars WHERE status = 'in_stock' AND NOT sold GROUP BY 1, 2, 3, 4) r;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM numbers_group_stock_add(array_agg(r.dealership_id), array_agg(r.make), array_agg(r.car_type), array_agg(r.day), array_agg(r.n))
    FROM (SELECT dealership_id, make, car_type, (created_at AT TIME ZONE 'UTC')::date AS day, -count(*)::integer AS n
          FROM old_cars WHERE status = 'in_stock' AND NOT sold GROUP BY 1, 2, 3, 4) r;
  ELSE
    PERFORM numbers_group_stock_add(array_agg(r.dealership_id), array_agg(r.make), array_agg(r.car_type), array_agg(r.day), array_agg(r.n))
    FROM (SELECT dealership_id, make, car_type, day, sum(n)::integer AS n FROM (
            SELECT dealership_id, make, car_type, (created_at AT TIME ZONE 'UTC')::date AS day, 1 AS n
            FROM new_cars WHERE status = 'in_stock' AND NOT sold
            UNION ALL
            SELECT dealership_id, make, car_type, (created_at AT TIME ZONE 'UTC')::date, -1
            FROM old_cars WHERE status = 'in_stock' AND NOT sold) u
          GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0) r;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cars_group_stock_insert AFTER INSERT ON cars
  REFERENCING NEW TABLE AS new_cars FOR EACH STATEMENT EXECUTE FUNCTION numbers_group_stock_changed();
--> statement-breakpoint
CREATE TRIGGER cars_group_stock_update AFTER UPDATE ON cars
  REFERENCING OLD TABLE AS old_cars NEW TABLE AS new_cars FOR EACH STATEMENT EXECUTE FUNCTION numbers_group_stock_changed();
--> statement-breakpoint
CREATE TRIGGER cars_group_stock_delete AFTER DELETE ON cars
  REFERENCING OLD TABLE AS old_cars FOR EACH STATEMENT EXECUTE FUNCTION numbers_group_stock_changed();
--> statement-breakpoint
-- Dealerships that changed group take their stock out of the group they leave and add it to
-- the one they join, under their advisory locks held exclusively (a writer that counted a car
-- in the old group has committed by then, and the cars are read after the lock). A dealership
-- is deleted only without cars (cars reference it), so a deletion moves nothing.
CREATE OR REPLACE FUNCTION numbers_group_stock_dealerships_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved integer[];
  before_group integer[];
  after_group integer[];
BEGIN
  SELECT array_agg(o.id ORDER BY o.id), array_agg(o.dealer_group_id ORDER BY o.id), array_agg(n.dealer_group_id ORDER BY o.id)
  INTO moved, before_group, after_group
  FROM old_dealerships o JOIN new_dealerships n ON n.id = o.id
  WHERE o.dealer_group_id IS DISTINCT FROM n.dealer_group_id;
  IF moved IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(4242028, k.id) FROM (SELECT d AS id FROM unnest(moved) AS d ORDER BY 1) k;
  INSERT INTO group_stock_daily AS t (dealer_group_id, make, car_type, day, cars)
  SELECT g, c.make, c.car_type, (c.created_at AT TIME ZONE 'UTC')::date, sum(s)
  FROM unnest(moved, before_group, after_group) AS m(id, before_g, after_g)
  CROSS JOIN LATERAL (VALUES (m.before_g, -1), (m.after_g, 1)) AS v(g, s)
  JOIN cars c ON c.dealership_id = m.id AND c.status = 'in_stock' AND NOT c.sold
  WHERE g IS NOT NULL
  GROUP BY 1, 2, 3, 4 HAVING sum(s) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (dealer_group_id, make, car_type, day) DO UPDATE SET cars = t.cars + excluded.cars;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dealerships_group_stock_update AFTER UPDATE ON dealerships
  REFERENCING OLD TABLE AS old_dealerships NEW TABLE AS new_dealerships FOR EACH STATEMENT EXECUTE FUNCTION numbers_group_stock_dealerships_changed();
--> statement-breakpoint
-- The group stock recomputed from the cars, car writers waiting meanwhile (SHARE on cars) and
-- dealership moves too (EXCLUSIVE on the group stock).
CREATE OR REPLACE FUNCTION numbers_group_stock_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE cars IN SHARE MODE;
  LOCK TABLE group_stock_daily IN EXCLUSIVE MODE;
  DELETE FROM group_stock_daily;
  INSERT INTO group_stock_daily (dealer_group_id, make, car_type, day, cars)
  SELECT d.dealer_group_id, c.make, c.car_type, (c.created_at AT TIME ZONE 'UTC')::date, count(*)
  FROM cars c JOIN dealerships d ON d.id = c.dealership_id
  WHERE d.dealer_group_id IS NOT NULL AND c.status = 'in_stock' AND NOT c.sold
  GROUP BY 1, 2, 3, 4;
END $$;
--> statement-breakpoint
-- numbers_rebuild (as in 0027) also recomputes the group stock (all of it: it is the stock as it is now).
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
  PERFORM numbers_group_rebuild(p_from, p_to);
  PERFORM numbers_group_stock_rebuild();
END $$;
--> statement-breakpoint
SELECT numbers_group_stock_rebuild();
