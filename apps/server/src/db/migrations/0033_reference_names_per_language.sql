ALTER TABLE "application_statuses" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "study_levels" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;