-- Student search within one partner: one GIN index on (partner_id, the searched text) finds a partner's matches
-- without testing each of its rows against the pattern (btree_gin lets a GIN index hold the plain partner_id;
-- like pg_trgm it is a trusted extension). It replaces the trigram index over every partner's students.
-- fastupdate off: new students go straight into the index instead of a pending list that every search would
-- have to scan until a vacuum merges it (searches far outnumber new students).
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "students_partner_search_trgm_idx" ON "students" USING gin ("partner_id", (lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce("passport_number", '') || ' ' || coalesce("phone", ''))) gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX IF EXISTS "students_search_trgm_idx";
