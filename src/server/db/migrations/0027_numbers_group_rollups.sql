CREATE TABLE "group_analytics_daily" (
	"dealer_group_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "group_analytics_daily_dealer_group_id_day_kind_pk" PRIMARY KEY("dealer_group_id","day","kind")
);
--> statement-breakpoint
CREATE TABLE "group_funnel_daily" (
	"dealer_group_id" integer NOT NULL,
	"day" date NOT NULL,
	"website_id" integer NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "group_funnel_daily_dealer_group_id_day_website_id_pk" PRIMARY KEY("dealer_group_id","day","website_id")
);
--> statement-breakpoint
CREATE TABLE "group_lead_daily" (
	"dealer_group_id" integer NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "group_lead_daily_dealer_group_id_day_category_pk" PRIMARY KEY("dealer_group_id","day","category")
);
--> statement-breakpoint
CREATE TABLE "group_lead_delivery_daily" (
	"dealer_group_id" integer NOT NULL,
	"day" date NOT NULL,
	"seconds" double precision NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "group_lead_delivery_daily_dealer_group_id_day_seconds_pk" PRIMARY KEY("dealer_group_id","day","seconds")
);
--> statement-breakpoint
CREATE TABLE "group_lead_source_daily" (
	"dealer_group_id" integer NOT NULL,
	"day" date NOT NULL,
	"source_type" text DEFAULT '' NOT NULL,
	"source_network" text DEFAULT '' NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "group_lead_source_daily_dealer_group_id_day_source_type_source_network_pk" PRIMARY KEY("dealer_group_id","day","source_type","source_network")
);
--> statement-breakpoint
CREATE INDEX "group_lead_delivery_daily_read_idx" ON "group_lead_delivery_daily" USING btree ("dealer_group_id","day","seconds","leads");--> statement-breakpoint
-- The groups whose scope holds a site-day row, each once: the site's dealership_group, the group
-- of the site's own dealership, the group of the row's dealership (console-scope.ts: a group
-- admin sees the rows of the group's sites and of the group's dealerships).
CREATE OR REPLACE FUNCTION numbers_groups_of(p_site_group integer, p_own_group integer, p_row_group integer)
RETURNS TABLE (dealer_group_id integer) LANGUAGE sql IMMUTABLE AS $$
  SELECT g FROM (VALUES (p_site_group),
                        (CASE WHEN p_own_group IS DISTINCT FROM p_site_group THEN p_own_group END),
                        (CASE WHEN p_row_group IS DISTINCT FROM p_site_group AND p_row_group IS DISTINCT FROM p_own_group
                              THEN p_row_group END)) AS v(g)
  WHERE g IS NOT NULL
$$;
--> statement-breakpoint
-- A dealership's group before the membership change being applied (p_ids had p_groups), else now.
CREATE OR REPLACE FUNCTION numbers_dealership_group_before(p_id integer, p_ids integer[], p_groups integer[])
RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN p_id = ANY (p_ids) THEN p_groups[array_position(p_ids, p_id)]
              ELSE (SELECT d.dealer_group_id FROM dealerships d WHERE d.id = p_id) END
$$;
--> statement-breakpoint
-- Writers of the site-day rollups hold, shared, an advisory lock per site (4242027, site) and per
-- dealership (4242028, dealership: the rows' and the sites' own) before reading which groups
-- their rows count in; a membership change holds them exclusively while it moves the rows, so no
-- row is added to a group its site or dealership is leaving. Taken in key order.
CREATE OR REPLACE FUNCTION numbers_group_lock_shared(p_site integer[], p_dealership integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(k.class, k.id) FROM (
    SELECT DISTINCT class, id FROM (
      SELECT 4242027 AS class, s AS id FROM unnest(p_site) AS s
      UNION ALL SELECT 4242028, d FROM unnest(p_dealership) AS d
      UNION ALL SELECT 4242028, w.dealership_id FROM websites w WHERE w.id = ANY (p_site)
    ) u WHERE id IS NOT NULL AND id <> 0 ORDER BY 1, 2) k;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION numbers_group_lead_daily_add(p_site integer[], p_dealership integer[], p_day date[],
                                                        p_category text[], p_leads integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM numbers_group_lock_shared(p_site, p_dealership);
  INSERT INTO group_lead_daily AS t (dealer_group_id, day, category, leads)
  SELECT m.dealer_group_id, x.day, x.category, sum(x.n)
  FROM unnest(p_site, p_dealership, p_day, p_category, p_leads) AS x(site, dealership, day, category, n)
  JOIN websites w ON w.id = x.site
  LEFT JOIN dealerships od ON od.id = w.dealership_id
  LEFT JOIN dealerships rd ON rd.id = x.dealership
  CROSS JOIN LATERAL numbers_groups_of(w.dealership_group, od.dealer_group_id, rd.dealer_group_id) m
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (dealer_group_id, day, category) DO UPDATE SET leads = t.leads + excluded.leads;
END $$;
--> statement-breakpoint
-- lead_source_daily changes: per group, day and source, and the funnel's leads per day and site.
CREATE OR REPLACE FUNCTION numbers_group_lead_source_add(p_site integer[], p_dealership integer[], p_day date[],
                                                         p_type text[], p_network text[], p_leads integer[], p_failed integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM numbers_group_lock_shared(p_site, p_dealership);
  WITH d AS (
    SELECT m.dealer_group_id AS g, x.site, x.day, x.type, x.network, x.n, x.failed
    FROM unnest(p_site, p_dealership, p_day, p_type, p_network, p_leads, p_failed)
      AS x(site, dealership, day, type, network, n, failed)
    JOIN websites w ON w.id = x.site
    LEFT JOIN dealerships od ON od.id = w.dealership_id
    LEFT JOIN dealerships rd ON rd.id = x.dealership
    CROSS JOIN LATERAL numbers_groups_of(w.dealership_group, od.dealer_group_id, rd.dealer_group_id) m
  ), funnel AS (
    INSERT INTO group_funnel_daily AS f (dealer_group_id, day, website_id, searches, views, leads)
    SELECT g, day, site, 0, 0, sum(n) FROM d GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (dealer_group_id, day, website_id) DO UPDATE SET leads = f.leads + excluded.leads
  )
  INSERT INTO group_lead_source_daily AS t (dealer_group_id, day, source_type, source_network, leads, failed)
  SELECT g, day, type, network, sum(n), sum(failed) FROM d GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (dealer_group_id, day, source_type, source_network)
  DO UPDATE SET leads = t.leads + excluded.leads, failed = t.failed + excluded.failed;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION numbers_group_lead_delivery_add(p_site integer[], p_dealership integer[], p_day date[],
                                                           p_seconds float8[], p_leads integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM numbers_group_lock_shared(p_site, p_dealership);
  INSERT INTO group_lead_delivery_daily AS t (dealer_group_id, day, seconds, leads)
  SELECT m.dealer_group_id, x.day, x.seconds, sum(x.n)
  FROM unnest(p_site, p_dealership, p_day, p_seconds, p_leads) AS x(site, dealership, day, seconds, n)
  JOIN websites w ON w.id = x.site
  LEFT JOIN dealerships od ON od.id = w.dealership_id
  LEFT JOIN dealerships rd ON rd.id = x.dealership
  CROSS JOIN LATERAL numbers_groups_of(w.dealership_group, od.dealer_group_id, rd.dealer_group_id) m
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (dealer_group_id, day, seconds) DO UPDATE SET leads = t.leads + excluded.leads;
END $$;
--> statement-breakpoint
-- Statement triggers on the site-day rollups: a statement's rows (inserted, updated: new minus
-- old, deleted: minus) handed to the functions above at once, through the transition tables.
-- analytics_daily is written on every event stored (every page view), so its trigger does the
-- work itself (no arrays, no nested calls), and only for the kinds the group charts read: page
-- views and other events stop at the first statement. The advisory locks
-- (numbers_group_lock_shared's), then the counts (minus for rows taken out) of phone reveals and
-- calls per group, day and kind, and of searches and vehicle views per group, day and site (the
-- funnel).
CREATE OR REPLACE FUNCTION numbers_group_analytics_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_advisory_xact_lock_shared(k.class, k.id) FROM (
      SELECT DISTINCT class, id FROM (
        SELECT 4242027 AS class, r.website_id AS id FROM (SELECT website_id, dealership_id, day, kind, count AS n FROM new_rows WHERE kind IN ('search', 'vehicle_view', 'phone_reveal', 'phone_call')) r
        UNION ALL SELECT 4242028, r.dealership_id FROM (SELECT website_id, dealership_id, day, kind, count AS n FROM new_rows WHERE kind IN ('search', 'vehicle_view', 'phone_reveal', 'phone_call')) r
        UNION ALL SELECT 4242028, w.dealership_id FROM (SELECT website_id, dealership_id, day, kind, count AS n FROM new_rows WHERE kind IN ('search', 'vehicle_view', 'phone_reveal', 'phone_call')) r JOIN websites w ON w.id = r.website_id
      ) u WHERE id IS NOT NULL AND id <> 0 ORDER BY 1, 2) k;
    IF NOT FOUND THEN
      RETURN NULL;
    END IF;
    WITH d AS (
      SELECT m.dealer_group_id AS g, r.website_id, r.day, r.kind, r.n
      FROM (SELECT website_id, dealership_id, day, kind, count AS n FROM new_rows WHERE kind IN ('search', 'vehicle_view', 'phone_reveal', 'phone_call')) r
      JOIN websites w ON w.id = r.website_id
      LEFT JOIN dealerships od ON od.id = w.dealership_id
      LEFT JOIN dealerships rd ON rd.id = r.dealership_id
      CROSS JOIN LATERAL numbers_groups_of(w.dealership_group, od.dealer_group_id, rd.dealer_group_id) m
    ), funnel AS (
      INSERT INTO group_funnel_daily AS f (dealer_group_id, day, website_id, searches, views, leads)
      SELECT g, day, website_id, coalesce(sum(n) FILTER (WHERE kind = 'search'), 0),
             coalesce(sum(n) FILTER (WHERE kind = 'vehicle_view'), 0), 0
      FROM d WHERE kind IN ('search', 'vehicle_view') GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (dealer_group_id, day, website_id)
      DO UPDATE SET searches = f.searches + excluded.searches, views = f.views + excluded.views
    )
    INSERT INTO group_analytics_daily AS a (dealer_group_id, day, kind, count)
    SELECT g, day, kind, sum(n) FROM d WHERE kind IN ('phone_reveal', 'phone_call') GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (dealer_group_id, day, kind) DO UPDATE SET count = a.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_advisory_xact_lock_shared(k.class, k.id) FROM (
      SELECT DISTINCT class, id FROM (
        SELECT 4242027 AS class, r.website_id AS id FROM (SELECT website_id, dealership_id, day, kind, -count AS n FROM old_rows WHERE kind IN ('search', 'vehicle_view', 'phone_reveal', 'phone_call')) r
        UNION ALL SELECT 4242028, r.dealership_id FROM (SELECT website_id, dealership_id, day, kind, -count AS n FROM old_rows WHERE kind IN ('search', 'vehicle_view', 'phone_reveal', 'phone_call')) r
        UNION ALL SELECT 4242028, w.dealership_id FROM (SELECT website_id, dealership_id, day, kind, -count AS n FROM old_rows WHERE kind IN ('search', 'vehicle_view', 'phone_reveal', 'phone_call')) r JOIN websites w ON w.id = r.website_id
      ) u WHERE id IS NOT NULL AND id <> 0 ORDER BY 1, 2) k;
    IF NOT FOUND THEN
      RETURN NULL;
    END IF;
    WITH d AS (
      SELECT m.dealer_group_id AS g, r.website_id, r.day, r.kind, r.n
      FROM (SELECT website_id, dealership_id, day, kind, -count AS n FROM old_rows WHERE kind IN ('search', 'vehicle_view', 'phone_reveal', 'phone_call')) r
      JOIN websites w ON w.id = r.website_id
      LEFT JOIN dealerships od ON od.id = w.dealership_id
      LEFT JOIN dealerships rd ON rd.id = r.dealership_id
      CROSS JOIN LATERAL numbers_groups_of(w.dealership_group, od.dealer_group_id, rd.dealer_group_id) m
    ), funnel AS (
      INSERT INTO group_funnel_daily AS f (dealer_group_id, day, website_id, searches, views, leads)
      SELECT g, day, website_id, coalesce(sum(n) FILTER (WHERE kind = 'search'), 0),
             coalesce(sum(n) FILTER (WHERE kind = 'vehicle_view'), 0), 0
      FROM d WHERE kind IN ('search', 'vehicle_view') GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (dealer_group_id, day, website_id)
      DO UPDATE SET searches = f.searches + excluded.searches, views = f.views + excluded.views
    )
    INSERT INTO group_analytics_daily AS a (dealer_group_id, day, kind, count)
    SELECT g, day, kind, sum(n) FROM d WHERE kind IN ('phone_reveal', 'phone_call') GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (dealer_group_id, day, kind) DO UPDATE SET count = a.count + excluded.count;
  ELSE
    PERFORM pg_advisory_xact_lock_shared(k.class, k.id) FROM (
      SELECT DISTINCT class, id FROM (
        SELECT 4242027 AS class, r.website_id AS id FROM (SELECT website_id, dealership_id, day, kind, count AS n FROM new_rows WHERE kind IN ('search', 'vehicle_view', 'phone_reveal', 'phone_call') UNION ALL SELECT website_id, dealership_id, day, kind, -count FROM old_rows WHERE kind IN ('search', 'vehicle_view', 'phone_reveal', 'phone_call')) r
        UNION ALL SELECT 4242028, r.dealership_id FROM (SELECT website_id, dealership_id, day, kind, count AS n FROM new_rows WHERE kind IN ('search', 'vehicle_view', 'phone_reveal', 'phone_call') UNION ALL SELECT website_id, dealership_id, day, kind, -count FROM old_rows WHERE kind IN ('search', 'vehicle_view', 'phone_reveal', 'phone_call')) r
        UNION ALL SELECT 4242028, w.dealership_id FROM (SELECT website_id, dealership_id, day, kind, count AS n FROM new_rows WHERE kind IN ('search', 'vehicle_view', 'phone_reveal', 'phone_call') UNION ALL SELECT website_id, dealership_id, day, kind, -count FROM old_rows WHERE kind IN ('search', 'vehicle_view', 'phone_reveal', 'phone_call')) r JOIN websites w ON w.id = r.website_id
      ) u WHERE id IS NOT NULL AND id <> 0 ORDER BY 1, 2) k;
    IF NOT FOUND THEN
      RETURN NULL;
    END IF;
    WITH d AS (
      SELECT m.dealer_group_id AS g, r.website_id, r.day, r.kind, r.n
      FROM (SELECT website_id, dealership_id, day, kind, count AS n FROM new_rows WHERE kind IN ('search', 'vehicle_view', 'phone_reveal', 'phone_call') UNION ALL SELECT website_id, dealership_id, day, kind, -count FROM old_rows WHERE kind IN ('search', 'vehicle_view', 'phone_reveal', 'phone_call')) r
      JOIN websites w ON w.id = r.website_id
      LEFT JOIN dealerships od ON od.id = w.dealership_id
      LEFT JOIN dealerships rd ON rd.id = r.dealership_id
      CROSS JOIN LATERAL numbers_groups_of(w.dealership_group, od.dealer_group_id, rd.dealer_group_id) m
    ), funnel AS (
      INSERT INTO group_funnel_daily AS f (dealer_group_id, day, website_id, searches, views, leads)
      SELECT g, day, website_id, coalesce(sum(n) FILTER (WHERE kind = 'search'), 0),
             coalesce(sum(n) FILTER (WHERE kind = 'vehicle_view'), 0), 0
      FROM d WHERE kind IN ('search', 'vehicle_view') GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (dealer_group_id, day, website_id)
      DO UPDATE SET searches = f.searches + excluded.searches, views = f.views + excluded.views
    )
    INSERT INTO group_analytics_daily AS a (dealer_group_id, day, kind, count)
    SELECT g, day, kind, sum(n) FROM d WHERE kind IN ('phone_reveal', 'phone_call') GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (dealer_group_id, day, kind) DO UPDATE SET count = a.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION numbers_group_lead_daily_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM numbers_group_lead_daily_add(array_agg(website_id), array_agg(dealership_id), array_agg(day), array_agg(category), array_agg(leads))
    FROM new_rows HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM numbers_group_lead_daily_add(array_agg(website_id), array_agg(dealership_id), array_agg(day), array_agg(category), array_agg(-leads))
    FROM old_rows HAVING count(*) > 0;
  ELSE
    PERFORM numbers_group_lead_daily_add(array_agg(website_id), array_agg(dealership_id), array_agg(day), array_agg(category), array_agg(n))
    FROM (SELECT website_id, dealership_id, day, category, leads AS n FROM new_rows
          UNION ALL SELECT website_id, dealership_id, day, category, -leads FROM old_rows) r
    HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION numbers_group_lead_source_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM numbers_group_lead_source_add(array_agg(website_id), array_agg(dealership_id), array_agg(day),
                                          array_agg(source_type), array_agg(source_network), array_agg(leads), array_agg(failed))
    FROM new_rows HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM numbers_group_lead_source_add(array_agg(website_id), array_agg(dealership_id), array_agg(day),
                                          array_agg(source_type), array_agg(source_network), array_agg(-leads), array_agg(-failed))
    FROM old_rows HAVING count(*) > 0;
  ELSE
    PERFORM numbers_group_lead_source_add(array_agg(website_id), array_agg(dealership_id), array_agg(day),
                                          array_agg(source_type), array_agg(source_network), array_agg(n), array_agg(f))
    FROM (SELECT website_id, dealership_id, day, source_type, source_network, leads AS n, failed AS f FROM new_rows
          UNION ALL SELECT website_id, dealership_id, day, source_type, source_network, -leads, -failed FROM old_rows) r
    HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION numbers_group_lead_delivery_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM numbers_group_lead_delivery_add(array_agg(website_id), array_agg(dealership_id), array_agg(day), array_agg(seconds), array_agg(leads))
    FROM new_rows HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM numbers_group_lead_delivery_add(array_agg(website_id), array_agg(dealership_id), array_agg(day), array_agg(seconds), array_agg(-leads))
    FROM old_rows HAVING count(*) > 0;
  ELSE
    PERFORM numbers_group_lead_delivery_add(array_agg(website_id), array_agg(dealership_id), array_agg(day), array_agg(seconds), array_agg(n))
    FROM (SELECT website_id, dealership_id, day, seconds, leads AS n FROM new_rows
          UNION ALL SELECT website_id, dealership_id, day, seconds, -leads FROM old_rows) r
    HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_daily_groups_insert AFTER INSERT ON analytics_daily
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION numbers_group_analytics_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_daily_groups_update AFTER UPDATE ON analytics_daily
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION numbers_group_analytics_changed();
--> statement-breakpoint
CREATE TRIGGER analytics_daily_groups_delete AFTER DELETE ON analytics_daily
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION numbers_group_analytics_changed();
--> statement-breakpoint
CREATE TRIGGER lead_daily_groups_insert AFTER INSERT ON lead_daily
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION numbers_group_lead_daily_changed();
--> statement-breakpoint
CREATE TRIGGER lead_daily_groups_update AFTER UPDATE ON lead_daily
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION numbers_group_lead_daily_changed();
--> statement-breakpoint
CREATE TRIGGER lead_daily_groups_delete AFTER DELETE ON lead_daily
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION numbers_group_lead_daily_changed();
--> statement-breakpoint
CREATE TRIGGER lead_source_daily_groups_insert AFTER INSERT ON lead_source_daily
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION numbers_group_lead_source_changed();
--> statement-breakpoint
CREATE TRIGGER lead_source_daily_groups_update AFTER UPDATE ON lead_source_daily
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION numbers_group_lead_source_changed();
--> statement-breakpoint
CREATE TRIGGER lead_source_daily_groups_delete AFTER DELETE ON lead_source_daily
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION numbers_group_lead_source_changed();
--> statement-breakpoint
CREATE TRIGGER lead_delivery_daily_groups_insert AFTER INSERT ON lead_delivery_daily
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION numbers_group_lead_delivery_changed();
--> statement-breakpoint
CREATE TRIGGER lead_delivery_daily_groups_update AFTER UPDATE ON lead_delivery_daily
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION numbers_group_lead_delivery_changed();
--> statement-breakpoint
CREATE TRIGGER lead_delivery_daily_groups_delete AFTER DELETE ON lead_delivery_daily
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION numbers_group_lead_delivery_changed();
--> statement-breakpoint
-- A membership change: sites whose dealership_group or own dealership changed (p_site, with
-- what they were), dealerships whose group changed or that were deleted (p_dealership, with
-- their group before). Every (site, dealership) pair counted in a site-day rollup and touched by
-- the change is taken out of the groups it leaves and added to the groups it joins, its own
-- rows only, under the sites' and dealerships' advisory locks held exclusively.
CREATE OR REPLACE FUNCTION numbers_group_move(p_site integer[], p_site_group integer[], p_site_own integer[],
                                              p_dealership integer[], p_dealership_group integer[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  affected integer[];
  pw integer[];
  pd integer[];
  pg integer[];
  ps integer[];
BEGIN
  PERFORM pg_advisory_xact_lock(k.class, k.id) FROM (
    SELECT DISTINCT class, id FROM (
      SELECT 4242027 AS class, s AS id FROM unnest(p_site) AS s
      UNION ALL SELECT 4242028, d FROM unnest(p_dealership) AS d
    ) u WHERE id IS NOT NULL ORDER BY 1, 2) k;
  affected := array(SELECT unnest(p_site) UNION SELECT w.id FROM websites w WHERE w.dealership_id = ANY (p_dealership));
  WITH pairs AS (
    SELECT website_id, dealership_id FROM analytics_daily
    WHERE website_id = ANY (affected) OR dealership_id = ANY (p_dealership)
    UNION SELECT website_id, dealership_id FROM lead_daily
    WHERE website_id = ANY (affected) OR dealership_id = ANY (p_dealership)
    UNION SELECT website_id, dealership_id FROM lead_source_daily
    WHERE website_id = ANY (affected) OR dealership_id = ANY (p_dealership)
    UNION SELECT website_id, dealership_id FROM lead_delivery_daily
    WHERE website_id = ANY (affected) OR dealership_id = ANY (p_dealership)
  ), states AS (
    SELECT p.website_id, p.dealership_id,
      array(SELECT numbers_groups_of(
        CASE WHEN os.site IS NULL THEN w.dealership_group ELSE os.grp END,
        numbers_dealership_group_before(CASE WHEN os.site IS NULL THEN w.dealership_id ELSE os.own END, p_dealership, p_dealership_group),
        numbers_dealership_group_before(p.dealership_id, p_dealership, p_dealership_group))) AS before,
      array(SELECT numbers_groups_of(w.dealership_group, od.dealer_group_id, rd.dealer_group_id)) AS after
    FROM pairs p
    JOIN websites w ON w.id = p.website_id
    LEFT JOIN unnest(p_site, p_site_group, p_site_own) AS os(site, grp, own) ON os.site = p.website_id
    LEFT JOIN dealerships od ON od.id = w.dealership_id
    LEFT JOIN dealerships rd ON rd.id = p.dealership_id
  ), moves AS (
    SELECT website_id, dealership_id, g, -1 AS sign FROM states, unnest(before) AS g WHERE g <> ALL (after)
    UNION ALL
    SELECT website_id, dealership_id, g, 1 FROM states, unnest(after) AS g WHERE g <> ALL (before)
  )
  SELECT array_agg(website_id), array_agg(dealership_id), array_agg(g), array_agg(sign) INTO pw, pd, pg, ps FROM moves;
  IF pw IS NULL THEN
    RETURN;
  END IF;
  WITH m AS (SELECT * FROM unnest(pw, pd, pg, ps) AS m(website_id, dealership_id, g, sign)), d AS (
    SELECT m.g, r.day, r.website_id, r.kind, m.sign * r.count AS n
    FROM m JOIN analytics_daily r ON r.website_id = m.website_id AND r.dealership_id = m.dealership_id
    WHERE r.kind IN ('search', 'vehicle_view', 'phone_reveal', 'phone_call')
  ), funnel AS (
    INSERT INTO group_funnel_daily AS f (dealer_group_id, day, website_id, searches, views, leads)
    SELECT g, day, website_id, coalesce(sum(n) FILTER (WHERE kind = 'search'), 0),
           coalesce(sum(n) FILTER (WHERE kind = 'vehicle_view'), 0), 0
    FROM d WHERE kind IN ('search', 'vehicle_view') GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (dealer_group_id, day, website_id)
    DO UPDATE SET searches = f.searches + excluded.searches, views = f.views + excluded.views
  )
  INSERT INTO group_analytics_daily AS a (dealer_group_id, day, kind, count)
  SELECT g, day, kind, sum(n) FROM d WHERE kind IN ('phone_reveal', 'phone_call') GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (dealer_group_id, day, kind) DO UPDATE SET count = a.count + excluded.count;
  WITH m AS (SELECT * FROM unnest(pw, pd, pg, ps) AS m(website_id, dealership_id, g, sign))
  INSERT INTO group_lead_daily AS t (dealer_group_id, day, category, leads)
  SELECT m.g, r.day, r.category, sum(m.sign * r.leads)
  FROM m JOIN lead_daily r ON r.website_id = m.website_id AND r.dealership_id = m.dealership_id
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (dealer_group_id, day, category) DO UPDATE SET leads = t.leads + excluded.leads;
  WITH m AS (SELECT * FROM unnest(pw, pd, pg, ps) AS m(website_id, dealership_id, g, sign)), d AS (
    SELECT m.g, r.day, r.website_id, r.source_type, r.source_network, m.sign * r.leads AS n, m.sign * r.failed AS failed
    FROM m JOIN lead_source_daily r ON r.website_id = m.website_id AND r.dealership_id = m.dealership_id
  ), funnel AS (
    INSERT INTO group_funnel_daily AS f (dealer_group_id, day, website_id, searches, views, leads)
    SELECT g, day, website_id, 0, 0, sum(n) FROM d GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (dealer_group_id, day, website_id) DO UPDATE SET leads = f.leads + excluded.leads
  )
  INSERT INTO group_lead_source_daily AS t (dealer_group_id, day, source_type, source_network, leads, failed)
  SELECT g, day, source_type, source_network, sum(n), sum(failed) FROM d GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (dealer_group_id, day, source_type, source_network)
  DO UPDATE SET leads = t.leads + excluded.leads, failed = t.failed + excluded.failed;
  WITH m AS (SELECT * FROM unnest(pw, pd, pg, ps) AS m(website_id, dealership_id, g, sign))
  INSERT INTO group_lead_delivery_daily AS t (dealer_group_id, day, seconds, leads)
  SELECT m.g, r.day, r.seconds, sum(m.sign * r.leads)
  FROM m JOIN lead_delivery_daily r ON r.website_id = m.website_id AND r.dealership_id = m.dealership_id
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (dealer_group_id, day, seconds) DO UPDATE SET leads = t.leads + excluded.leads;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION numbers_group_websites_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM numbers_group_move(array_agg(o.id), array_agg(o.dealership_group), array_agg(o.dealership_id),
                             '{}'::integer[], '{}'::integer[])
  FROM old_sites o JOIN new_sites n ON n.id = o.id
  WHERE o.dealership_group IS DISTINCT FROM n.dealership_group OR o.dealership_id IS DISTINCT FROM n.dealership_id
  HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER websites_numbers_groups AFTER UPDATE ON websites
  REFERENCING OLD TABLE AS old_sites NEW TABLE AS new_sites FOR EACH STATEMENT EXECUTE FUNCTION numbers_group_websites_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION numbers_group_dealerships_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM numbers_group_move('{}'::integer[], '{}'::integer[], '{}'::integer[], array_agg(o.id), array_agg(o.dealer_group_id))
    FROM old_dealerships o JOIN new_dealerships n ON n.id = o.id
    WHERE o.dealer_group_id IS DISTINCT FROM n.dealer_group_id
    HAVING count(*) > 0;
  ELSE
    PERFORM numbers_group_move('{}'::integer[], '{}'::integer[], '{}'::integer[], array_agg(o.id), array_agg(o.dealer_group_id))
    FROM old_dealerships o WHERE o.dealer_group_id IS NOT NULL
    HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dealerships_numbers_groups_update AFTER UPDATE ON dealerships
  REFERENCING OLD TABLE AS old_dealerships NEW TABLE AS new_dealerships FOR EACH STATEMENT EXECUTE FUNCTION numbers_group_dealerships_changed();
--> statement-breakpoint
CREATE TRIGGER dealerships_numbers_groups_delete AFTER DELETE ON dealerships
  REFERENCING OLD TABLE AS old_dealerships FOR EACH STATEMENT EXECUTE FUNCTION numbers_group_dealerships_changed();
--> statement-breakpoint
-- The group rollups recomputed from the site-day rollups for p_from to p_to (UTC days, both
-- included), every writer of those locked out meanwhile (SHARE on the site-day rollups; the
-- group rollups EXCLUSIVE, so no membership change moves rows meanwhile).
CREATE OR REPLACE FUNCTION numbers_group_rebuild(p_from date, p_to date) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE analytics_daily, lead_daily, lead_source_daily, lead_delivery_daily IN SHARE MODE;
  LOCK TABLE group_analytics_daily, group_funnel_daily, group_lead_daily, group_lead_source_daily,
             group_lead_delivery_daily IN EXCLUSIVE MODE;
  DELETE FROM group_analytics_daily WHERE day BETWEEN p_from AND p_to;
  DELETE FROM group_funnel_daily WHERE day BETWEEN p_from AND p_to;
  DELETE FROM group_lead_daily WHERE day BETWEEN p_from AND p_to;
  DELETE FROM group_lead_source_daily WHERE day BETWEEN p_from AND p_to;
  DELETE FROM group_lead_delivery_daily WHERE day BETWEEN p_from AND p_to;
  INSERT INTO group_analytics_daily (dealer_group_id, day, kind, count)
  SELECT m.dealer_group_id, r.day, r.kind, sum(r.count)
  FROM analytics_daily r JOIN websites w ON w.id = r.website_id
  LEFT JOIN dealerships od ON od.id = w.dealership_id LEFT JOIN dealerships rd ON rd.id = r.dealership_id
  CROSS JOIN LATERAL numbers_groups_of(w.dealership_group, od.dealer_group_id, rd.dealer_group_id) m
  WHERE r.day BETWEEN p_from AND p_to AND r.kind IN ('phone_reveal', 'phone_call')
  GROUP BY 1, 2, 3 HAVING sum(r.count) <> 0;
  INSERT INTO group_funnel_daily (dealer_group_id, day, website_id, searches, views, leads)
  SELECT g, day, website_id, sum(searches), sum(views), sum(leads) FROM (
    SELECT m.dealer_group_id AS g, r.day, r.website_id,
           CASE WHEN r.kind = 'search' THEN r.count ELSE 0 END AS searches,
           CASE WHEN r.kind = 'vehicle_view' THEN r.count ELSE 0 END AS views, 0 AS leads
    FROM analytics_daily r JOIN websites w ON w.id = r.website_id
    LEFT JOIN dealerships od ON od.id = w.dealership_id LEFT JOIN dealerships rd ON rd.id = r.dealership_id
    CROSS JOIN LATERAL numbers_groups_of(w.dealership_group, od.dealer_group_id, rd.dealer_group_id) m
    WHERE r.day BETWEEN p_from AND p_to AND r.kind IN ('search', 'vehicle_view')
    UNION ALL
    SELECT m.dealer_group_id, r.day, r.website_id, 0, 0, r.leads
    FROM lead_source_daily r JOIN websites w ON w.id = r.website_id
    LEFT JOIN dealerships od ON od.id = w.dealership_id LEFT JOIN dealerships rd ON rd.id = r.dealership_id
    CROSS JOIN LATERAL numbers_groups_of(w.dealership_group, od.dealer_group_id, rd.dealer_group_id) m
    WHERE r.day BETWEEN p_from AND p_to
  ) u GROUP BY 1, 2, 3 HAVING sum(searches) <> 0 OR sum(views) <> 0 OR sum(leads) <> 0;
  INSERT INTO group_lead_daily (dealer_group_id, day, category, leads)
  SELECT m.dealer_group_id, r.day, r.category, sum(r.leads)
  FROM lead_daily r JOIN websites w ON w.id = r.website_id
  LEFT JOIN dealerships od ON od.id = w.dealership_id LEFT JOIN dealerships rd ON rd.id = r.dealership_id
  CROSS JOIN LATERAL numbers_groups_of(w.dealership_group, od.dealer_group_id, rd.dealer_group_id) m
  WHERE r.day BETWEEN p_from AND p_to GROUP BY 1, 2, 3 HAVING sum(r.leads) <> 0;
  INSERT INTO group_lead_source_daily (dealer_group_id, day, source_type, source_network, leads, failed)
  SELECT m.dealer_group_id, r.day, r.source_type, r.source_network, sum(r.leads), sum(r.failed)
  FROM lead_source_daily r JOIN websites w ON w.id = r.website_id
  LEFT JOIN dealerships od ON od.id = w.dealership_id LEFT JOIN dealerships rd ON rd.id = r.dealership_id
  CROSS JOIN LATERAL numbers_groups_of(w.dealership_group, od.dealer_group_id, rd.dealer_group_id) m
  WHERE r.day BETWEEN p_from AND p_to GROUP BY 1, 2, 3, 4 HAVING sum(r.leads) <> 0 OR sum(r.failed) <> 0;
  INSERT INTO group_lead_delivery_daily (dealer_group_id, day, seconds, leads)
  SELECT m.dealer_group_id, r.day, r.seconds, sum(r.leads)
  FROM lead_delivery_daily r JOIN websites w ON w.id = r.website_id
  LEFT JOIN dealerships od ON od.id = w.dealership_id LEFT JOIN dealerships rd ON rd.id = r.dealership_id
  CROSS JOIN LATERAL numbers_groups_of(w.dealership_group, od.dealer_group_id, rd.dealer_group_id) m
  WHERE r.day BETWEEN p_from AND p_to GROUP BY 1, 2, 3 HAVING sum(r.leads) <> 0;
END $$;
--> statement-breakpoint
-- numbers_rebuild (as in 0023) also recomputes the group rollups for its days.
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
END $$;
--> statement-breakpoint
SELECT numbers_group_rebuild('-infinity', 'infinity');
