-- Counsellor and tags on students and applications (issue 20, bulk actions): the counsellor is a user of the same
-- partner (checked by the service), tags at most 20 per record; GIN on (partner_id, tags) through btree_gin (0009).
ALTER TABLE "applications" ADD COLUMN "counsellor_id" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "tags" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "counsellor_id" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "tags" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_counsellor_id_users_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_counsellor_id_users_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_partner_counsellor_idx" ON "applications" USING btree ("partner_id","counsellor_id");--> statement-breakpoint
CREATE INDEX "applications_partner_tags_idx" ON "applications" USING gin ("partner_id","tags");--> statement-breakpoint
CREATE INDEX "students_partner_counsellor_idx" ON "students" USING btree ("partner_id","counsellor_id");--> statement-breakpoint
CREATE INDEX "students_partner_tags_idx" ON "students" USING gin ("partner_id","tags");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_tags_max" CHECK (cardinality("applications"."tags") <= 20);--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_tags_max" CHECK (cardinality("students"."tags") <= 20);