DROP INDEX "applications_partner_created_idx";--> statement-breakpoint
DROP INDEX "students_partner_created_idx";--> statement-breakpoint
CREATE INDEX "courses_name_idx" ON "courses" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "students_partner_last_name_idx" ON "students" USING btree ("partner_id","last_name","id");--> statement-breakpoint
CREATE INDEX "applications_partner_created_idx" ON "applications" USING btree ("partner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "students_partner_created_idx" ON "students" USING btree ("partner_id","created_at","id");