CREATE TABLE "dashboard_figures" (
	"partner_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"key" integer NOT NULL,
	"shard" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "dashboard_figures_partner_id_created_by_kind_key_shard_pk" PRIMARY KEY("partner_id","created_by","kind","key","shard"),
	CONSTRAINT "dashboard_figures_kind" CHECK ("dashboard_figures"."kind" in ('students', 'applications', 'offers', 'submitted', 'visas', 'stage', 'month', 'country', 'provider'))
);
--> statement-breakpoint
ALTER TABLE "application_events" ADD COLUMN "partner_id" integer;--> statement-breakpoint
ALTER TABLE "application_events" ADD COLUMN "application_created_by" integer;--> statement-breakpoint
ALTER TABLE "dashboard_figures" ADD CONSTRAINT "dashboard_figures_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The kept dashboard figures (issue 34, docs/decisions/041; schema/dashboard.ts says what each kind counts). Below:
-- the events' partner and creator for the recent activity, the functions and triggers that keep the figures current in the
-- transaction of every write (statement-level with transition tables, so a bulk insert costs one grouped upsert),
-- and the figures of the rows already there.
UPDATE "application_events" e SET "partner_id" = a."partner_id", "application_created_by" = a."created_by"
FROM "applications" a WHERE a."id" = e."application_id";--> statement-breakpoint
CREATE INDEX "application_events_partner_created_idx" ON "application_events" USING btree ("partner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "application_events_partner_creator_created_idx" ON "application_events" USING btree ("partner_id","application_created_by","created_at","id");--> statement-breakpoint
CREATE FUNCTION application_events_partner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT a.partner_id, a.created_by INTO NEW.partner_id, NEW.application_created_by
  FROM applications a WHERE a.id = NEW.application_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER application_events_partner BEFORE INSERT ON application_events
  FOR EACH ROW WHEN (NEW.partner_id IS NULL) EXECUTE FUNCTION application_events_partner();--> statement-breakpoint
-- The UTC calendar month of a time as yyyymm: the dashboard's months (docs/decisions/029).
CREATE FUNCTION dashboard_month(t timestamptz) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (extract(year FROM t AT TIME ZONE 'UTC') * 100 + extract(month FROM t AT TIME ZONE 'UTC'))::integer
$$;--> statement-breakpoint
-- Adds counts (rows of partner, creator, kind, key, amount) to the figures: once for the creator (none when the
-- creator is null) and once for the whole partner (created_by 0), in the writing connection's shard. Rows are
-- locked in key order, so two writers meet in the same order. A partner no longer there (its rows going in the
-- same delete) is skipped.
CREATE FUNCTION dashboard_apply(_partner integer[], _creator integer[], _kind text[], _key integer[], _n integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF _partner IS NULL THEN RETURN; END IF;
  INSERT INTO dashboard_figures AS f (partner_id, created_by, kind, key, shard, n)
  SELECT u.partner_id, coalesce(u.created_by, 0), u.kind, u.key,
         CASE WHEN u.kind = 'provider' THEN 0 ELSE pg_backend_pid() % 8 END, sum(u.n)::integer
  FROM unnest(_partner, _creator, _kind, _key, _n) AS u(partner_id, created_by, kind, key, n)
  WHERE EXISTS (SELECT 1 FROM partners p WHERE p.id = u.partner_id)
  GROUP BY GROUPING SETS ((u.partner_id, u.created_by, u.kind, u.key), (u.partner_id, u.kind, u.key))
  HAVING sum(u.n) <> 0 AND (grouping(u.created_by) = 1 OR u.created_by IS NOT NULL)
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (partner_id, created_by, kind, key, shard) DO UPDATE SET n = f.n + excluded.n;
END $$;--> statement-breakpoint
-- Adds (sign 1) or takes away (-1) what applications count for: one row per application with its partner, creator,
-- status, course, month, offer (0/1), submitted (0/1) and visa (0/1).
CREATE FUNCTION dashboard_apply_applications(_sign integer[], _partner integer[], _creator integer[], _status integer[],
  _course integer[], _month integer[], _offer integer[], _submitted integer[], _visa integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF _partner IS NULL THEN RETURN; END IF;
  PERFORM dashboard_apply(array_agg(x.partner_id), array_agg(x.created_by), array_agg(x.kind), array_agg(x.key), array_agg(x.n))
  FROM (
    SELECT u.partner_id, u.created_by, v.kind, v.key, sum(u.sign * v.n)::integer AS n
    FROM unnest(_sign, _partner, _creator, _status, _course, _month, _offer, _submitted, _visa)
      AS u(sign, partner_id, created_by, status_id, course_id, month, offer, submitted, visa)
    JOIN courses k ON k.id = u.course_id
    JOIN education_providers p ON p.id = k.provider_id
    CROSS JOIN LATERAL (VALUES ('applications', 0, 1), ('stage', u.status_id, 1), ('month', u.month, 1),
      ('offers', 0, u.offer), ('submitted', 0, u.submitted), ('visas', 0, u.visa),
      ('country', p.country_id, 1), ('provider', p.id, 1)) AS v(kind, key, n)
    WHERE v.n <> 0
    GROUP BY 1, 2, 3, 4
  ) x WHERE x.n <> 0;
END $$;--> statement-breakpoint
-- Whether an application has reached a status named 'Visa granted' (0/1).
CREATE FUNCTION dashboard_visa(_application integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN EXISTS (SELECT 1 FROM application_events e JOIN application_statuses s ON s.id = e.to_status_id
                           WHERE e.application_id = _application AND s.name = 'Visa granted') THEN 1 ELSE 0 END
$$;--> statement-breakpoint
CREATE FUNCTION dashboard_students() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM dashboard_apply(array_agg(partner_id), array_agg(created_by), array_agg('students'::text), array_agg(0), array_agg(n))
    FROM (SELECT partner_id, created_by, count(*)::integer AS n FROM new_rows GROUP BY 1, 2) x;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM dashboard_apply(array_agg(partner_id), array_agg(created_by), array_agg('students'::text), array_agg(0), array_agg(n))
    FROM (SELECT partner_id, created_by, -count(*)::integer AS n FROM old_rows GROUP BY 1, 2) x;
  ELSE
    PERFORM dashboard_apply(array_agg(partner_id), array_agg(created_by), array_agg('students'::text), array_agg(0), array_agg(n))
    FROM (
      SELECT w.partner_id, w.created_by, 1 AS n FROM new_rows w JOIN old_rows o ON o.id = w.id
      WHERE (w.partner_id, w.created_by) IS DISTINCT FROM (o.partner_id, o.created_by)
      UNION ALL
      SELECT o.partner_id, o.created_by, -1 FROM new_rows w JOIN old_rows o ON o.id = w.id
      WHERE (w.partner_id, w.created_by) IS DISTINCT FROM (o.partner_id, o.created_by)
    ) x;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER dashboard_students_insert AFTER INSERT ON students
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_students();--> statement-breakpoint
CREATE TRIGGER dashboard_students_update AFTER UPDATE ON students
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_students();--> statement-breakpoint
CREATE TRIGGER dashboard_students_delete AFTER DELETE ON students
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_students();--> statement-breakpoint
CREATE FUNCTION dashboard_applications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Inserts and deletes (bulk ones from the seeds and imports) are counted per kind straight from the rows.
  IF TG_OP = 'INSERT' THEN
    -- A new application has no events yet, so no visa.
    PERFORM dashboard_apply(array_agg(x.partner_id), array_agg(x.created_by), array_agg(x.kind), array_agg(x.key), array_agg(x.n))
    FROM (
      SELECT partner_id, created_by, 'applications' AS kind, 0 AS key, count(*)::integer AS n FROM new_rows GROUP BY 1, 2
      UNION ALL
      SELECT partner_id, created_by, 'stage', status_id, count(*)::integer FROM new_rows GROUP BY 1, 2, 4
      UNION ALL
      SELECT partner_id, created_by, 'month', dashboard_month(created_at), count(*)::integer FROM new_rows GROUP BY 1, 2, 4
      UNION ALL
      SELECT partner_id, created_by, 'offers', 0, count(*)::integer FROM new_rows WHERE offer_type IS NOT NULL GROUP BY 1, 2
      UNION ALL
      SELECT partner_id, created_by, 'submitted', 0, count(*)::integer FROM new_rows WHERE submitted_at IS NOT NULL GROUP BY 1, 2
      UNION ALL
      SELECT c.partner_id, c.created_by, v.kind, v.key, sum(c.n)::integer
      FROM (SELECT partner_id, created_by, course_id, count(*) AS n FROM new_rows GROUP BY 1, 2, 3) c
      JOIN courses k ON k.id = c.course_id
      JOIN education_providers p ON p.id = k.provider_id
      CROSS JOIN LATERAL (VALUES ('provider', p.id), ('country', p.country_id)) AS v(kind, key)
      GROUP BY 1, 2, 3, 4
    ) x;
  ELSIF TG_OP = 'DELETE' THEN
    -- The visa went with the application's events (dashboard_applications_visa, before the row went).
    PERFORM dashboard_apply(array_agg(x.partner_id), array_agg(x.created_by), array_agg(x.kind), array_agg(x.key), array_agg(x.n))
    FROM (
      SELECT partner_id, created_by, 'applications' AS kind, 0 AS key, -count(*)::integer AS n FROM old_rows GROUP BY 1, 2
      UNION ALL
      SELECT partner_id, created_by, 'stage', status_id, -count(*)::integer FROM old_rows GROUP BY 1, 2, 4
      UNION ALL
      SELECT partner_id, created_by, 'month', dashboard_month(created_at), -count(*)::integer FROM old_rows GROUP BY 1, 2, 4
      UNION ALL
      SELECT partner_id, created_by, 'offers', 0, -count(*)::integer FROM old_rows WHERE offer_type IS NOT NULL GROUP BY 1, 2
      UNION ALL
      SELECT partner_id, created_by, 'submitted', 0, -count(*)::integer FROM old_rows WHERE submitted_at IS NOT NULL GROUP BY 1, 2
      UNION ALL
      SELECT c.partner_id, c.created_by, v.kind, v.key, -sum(c.n)::integer
      FROM (SELECT partner_id, created_by, course_id, count(*) AS n FROM old_rows GROUP BY 1, 2, 3) c
      JOIN courses k ON k.id = c.course_id
      JOIN education_providers p ON p.id = k.provider_id
      CROSS JOIN LATERAL (VALUES ('provider', p.id), ('country', p.country_id)) AS v(kind, key)
      GROUP BY 1, 2, 3, 4
    ) x;
  ELSE
    -- The events follow their application's creator (the recent activity's "mine").
    IF EXISTS (SELECT 1 FROM new_rows w JOIN old_rows o ON o.id = w.id WHERE w.created_by IS DISTINCT FROM o.created_by) THEN
      UPDATE application_events e SET application_created_by = w.created_by
      FROM new_rows w JOIN old_rows o ON o.id = w.id
      WHERE e.application_id = w.id AND w.created_by IS DISTINCT FROM o.created_by;
    END IF;
    -- Only applications whose counted columns changed; the visa moves only with the partner or creator.
    PERFORM dashboard_apply_applications(array_agg(x.sign), array_agg(x.partner_id), array_agg(x.created_by),
      array_agg(x.status_id), array_agg(x.course_id), array_agg(x.month), array_agg(x.offer), array_agg(x.submitted),
      array_agg(x.visa))
    FROM (
      WITH changed AS (
        SELECT w.id, (w.partner_id, w.created_by) IS DISTINCT FROM (o.partner_id, o.created_by) AS moved
        FROM new_rows w JOIN old_rows o ON o.id = w.id
        WHERE (w.partner_id, w.created_by, w.status_id, w.course_id, dashboard_month(w.created_at),
               w.offer_type IS NULL, w.submitted_at IS NULL)
              IS DISTINCT FROM
              (o.partner_id, o.created_by, o.status_id, o.course_id, dashboard_month(o.created_at),
               o.offer_type IS NULL, o.submitted_at IS NULL))
      SELECT 1 AS sign, w.partner_id, w.created_by, w.status_id, w.course_id, dashboard_month(w.created_at) AS month,
             (w.offer_type IS NOT NULL)::integer AS offer, (w.submitted_at IS NOT NULL)::integer AS submitted,
             CASE WHEN c.moved THEN dashboard_visa(w.id) ELSE 0 END AS visa
      FROM changed c JOIN new_rows w ON w.id = c.id
      UNION ALL
      SELECT -1, o.partner_id, o.created_by, o.status_id, o.course_id, dashboard_month(o.created_at),
             (o.offer_type IS NOT NULL)::integer, (o.submitted_at IS NOT NULL)::integer,
             CASE WHEN c.moved THEN dashboard_visa(o.id) ELSE 0 END
      FROM changed c JOIN old_rows o ON o.id = c.id
    ) x;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER dashboard_applications_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_applications();--> statement-breakpoint
CREATE TRIGGER dashboard_applications_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_applications();--> statement-breakpoint
CREATE TRIGGER dashboard_applications_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_applications();--> statement-breakpoint
-- A deleted application's events are deleted after it (the foreign key's cascade), when the events' trigger can no
-- longer find its partner: its visa is taken away here, while the events are still there.
CREATE FUNCTION dashboard_applications_visa() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF dashboard_visa(OLD.id) = 1 THEN
    PERFORM dashboard_apply(ARRAY[OLD.partner_id], ARRAY[OLD.created_by], ARRAY['visas'], ARRAY[0], ARRAY[-1]);
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER dashboard_applications_visa BEFORE DELETE ON applications
  FOR EACH ROW EXECUTE FUNCTION dashboard_applications_visa();--> statement-breakpoint
-- Events: an application counts as a visa once it has any event to a status named 'Visa granted'. For each
-- application touched, before = visa events now - the statement's new ones + its old ones, after = now.
CREATE FUNCTION dashboard_application_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM dashboard_apply(array_agg(a.partner_id), array_agg(a.created_by), array_agg('visas'::text), array_agg(0), array_agg(1))
    FROM (SELECT w.application_id, count(*) AS c FROM new_rows w
          JOIN application_statuses s ON s.id = w.to_status_id WHERE s.name = 'Visa granted' GROUP BY 1) v
    JOIN applications a ON a.id = v.application_id
    WHERE (SELECT count(*) FROM application_events e JOIN application_statuses s ON s.id = e.to_status_id
           WHERE e.application_id = v.application_id AND s.name = 'Visa granted') = v.c;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM dashboard_apply(array_agg(a.partner_id), array_agg(a.created_by), array_agg('visas'::text), array_agg(0), array_agg(-1))
    FROM (SELECT o.application_id FROM old_rows o
          JOIN application_statuses s ON s.id = o.to_status_id WHERE s.name = 'Visa granted' GROUP BY 1) v
    JOIN applications a ON a.id = v.application_id
    WHERE dashboard_visa(v.application_id) = 0;
  ELSE
    PERFORM dashboard_apply(array_agg(a.partner_id), array_agg(a.created_by), array_agg('visas'::text), array_agg(0), array_agg(v.n))
    FROM (
      SELECT c.application_id, dashboard_visa(c.application_id) - (now_c - c.added + c.removed > 0)::integer AS n
      FROM (
        SELECT x.application_id, sum(x.added)::integer AS added, sum(x.removed)::integer AS removed,
               (SELECT count(*) FROM application_events e JOIN application_statuses s ON s.id = e.to_status_id
                WHERE e.application_id = x.application_id AND s.name = 'Visa granted')::integer AS now_c
        FROM (
          SELECT w.application_id, 1 AS added, 0 AS removed FROM new_rows w
          JOIN application_statuses s ON s.id = w.to_status_id WHERE s.name = 'Visa granted'
          UNION ALL
          SELECT o.application_id, 0, 1 FROM old_rows o
          JOIN application_statuses s ON s.id = o.to_status_id WHERE s.name = 'Visa granted'
        ) x GROUP BY 1
      ) c
    ) v
    JOIN applications a ON a.id = v.application_id
    WHERE v.n <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER dashboard_application_events_insert AFTER INSERT ON application_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_application_events();--> statement-breakpoint
CREATE TRIGGER dashboard_application_events_update AFTER UPDATE ON application_events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_application_events();--> statement-breakpoint
CREATE TRIGGER dashboard_application_events_delete AFTER DELETE ON application_events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_application_events();--> statement-breakpoint
-- A course moved to another provider moves its applications' provider and destination.
CREATE FUNCTION dashboard_course_provider() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_apply(array_agg(x.partner_id), array_agg(x.created_by), array_agg(x.kind), array_agg(x.key), array_agg(x.n))
  FROM (
    SELECT a.partner_id, a.created_by, v.kind, v.key, sum(v.n)::integer AS n
    FROM applications a
    JOIN education_providers op ON op.id = OLD.provider_id
    JOIN education_providers np ON np.id = NEW.provider_id
    CROSS JOIN LATERAL (VALUES ('provider', op.id, -1), ('provider', np.id, 1),
      ('country', op.country_id, -1), ('country', np.country_id, 1)) AS v(kind, key, n)
    WHERE a.course_id = NEW.id
    GROUP BY 1, 2, 3, 4
  ) x WHERE x.n <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER dashboard_course_provider AFTER UPDATE OF provider_id ON courses
  FOR EACH ROW WHEN (OLD.provider_id IS DISTINCT FROM NEW.provider_id) EXECUTE FUNCTION dashboard_course_provider();--> statement-breakpoint
-- A provider moved to another country moves its courses' applications' destination.
CREATE FUNCTION dashboard_provider_country() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_apply(array_agg(x.partner_id), array_agg(x.created_by), array_agg(x.kind), array_agg(x.key), array_agg(x.n))
  FROM (
    SELECT a.partner_id, a.created_by, v.kind, v.key, sum(v.n)::integer AS n
    FROM applications a
    JOIN courses k ON k.id = a.course_id
    CROSS JOIN LATERAL (VALUES ('country', OLD.country_id, -1), ('country', NEW.country_id, 1)) AS v(kind, key, n)
    WHERE k.provider_id = NEW.id
    GROUP BY 1, 2, 3, 4
  ) x WHERE x.n <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER dashboard_provider_country AFTER UPDATE OF country_id ON education_providers
  FOR EACH ROW WHEN (OLD.country_id IS DISTINCT FROM NEW.country_id) EXECUTE FUNCTION dashboard_provider_country();--> statement-breakpoint
-- Visas counted again from the events, for a status renamed to or from 'Visa granted' (Masters), and below for the
-- rows already there.
CREATE FUNCTION dashboard_count_visas() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dashboard_figures WHERE kind = 'visas';
  PERFORM dashboard_apply(array_agg(x.partner_id), array_agg(x.created_by), array_agg('visas'::text), array_agg(0), array_agg(x.n))
  FROM (
    SELECT a.partner_id, a.created_by, count(*)::integer AS n FROM applications a
    WHERE EXISTS (SELECT 1 FROM application_events e JOIN application_statuses s ON s.id = e.to_status_id
                  WHERE e.application_id = a.id AND s.name = 'Visa granted')
    GROUP BY 1, 2
  ) x;
END $$;--> statement-breakpoint
CREATE FUNCTION dashboard_status_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_count_visas();
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER dashboard_status_name AFTER UPDATE OF name ON application_statuses
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name AND 'Visa granted' IN (OLD.name, NEW.name))
  EXECUTE FUNCTION dashboard_status_name();--> statement-breakpoint
SELECT dashboard_apply(array_agg(x.partner_id), array_agg(x.created_by), array_agg('students'::text), array_agg(0), array_agg(x.n))
FROM (SELECT partner_id, created_by, count(*)::integer AS n FROM students GROUP BY 1, 2) x;--> statement-breakpoint
SELECT dashboard_apply_applications(array_agg(1), array_agg(partner_id), array_agg(created_by), array_agg(status_id),
  array_agg(course_id), array_agg(dashboard_month(created_at)), array_agg((offer_type IS NOT NULL)::integer),
  array_agg((submitted_at IS NOT NULL)::integer), array_agg(0))
FROM applications;--> statement-breakpoint
SELECT dashboard_count_visas();
