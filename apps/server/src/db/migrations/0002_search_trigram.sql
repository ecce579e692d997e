-- Trigram search for names (pg_trgm is a trusted extension: a database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "students_search_trgm_idx" ON "students" USING gin ((lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce("passport_number", '') || ' ' || coalesce("phone", ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "courses_name_trgm_idx" ON "courses" USING gin (lower("name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "providers_name_trgm_idx" ON "education_providers" USING gin (lower("name") gin_trgm_ops);
