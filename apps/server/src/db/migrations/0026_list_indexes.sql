-- Issue 34: the lists every screen opens, each served by an index (IF NOT EXISTS: a database where they were tried
-- by hand takes the migration too).
-- The Superadmin's queue in each of its orders, a partner's applications by last change, and a search's matches by
-- course.
CREATE INDEX IF NOT EXISTS "applications_created_idx" ON "applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "applications_updated_idx" ON "applications" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "applications_partner_updated_idx" ON "applications" USING btree ("partner_id","updated_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "applications_course_idx" ON "applications" USING btree ("course_id");--> statement-breakpoint
-- The Superadmin's catalogue, newest change first, and every partner's students, newest first.
CREATE INDEX IF NOT EXISTS "courses_updated_idx" ON "courses" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "students_created_idx" ON "students" USING btree ("created_at","id");--> statement-breakpoint
-- What each sub-login made (its performance on the sub-logins list, the dashboard's "mine" scope).
CREATE INDEX IF NOT EXISTS "students_created_by_idx" ON "students" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "applications_created_by_idx" ON "applications" USING btree ("created_by");--> statement-breakpoint
-- A course search reads the name and the discipline together (catalogue/queries.ts courseSearchText: keep the two
-- in step); it replaces the index over the name alone, which no statement reads any more.
CREATE INDEX IF NOT EXISTS "courses_search_trgm_idx" ON "courses" USING gin ((lower("name" || ' ' || coalesce("discipline", ''))) gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "courses_name_trgm_idx";
