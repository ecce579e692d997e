ALTER TABLE "users" ADD COLUMN "landing_page" varchar(20);--> statement-breakpoint
ALTER TABLE "application_messages" ADD COLUMN "partner_id" integer;--> statement-breakpoint
-- My day (issue 36, decision 053): each message carries its application's partner, copied on insert by a trigger
-- (as application_events since 0027), so a partner's unread messages from admissions are one partial index's range.
UPDATE "application_messages" m SET "partner_id" = a."partner_id"
FROM "applications" a WHERE a."id" = m."application_id";--> statement-breakpoint
CREATE FUNCTION application_messages_partner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT a.partner_id INTO NEW.partner_id FROM applications a WHERE a.id = NEW.application_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER application_messages_partner BEFORE INSERT ON application_messages
  FOR EACH ROW WHEN (NEW.partner_id IS NULL) EXECUTE FUNCTION application_messages_partner();--> statement-breakpoint
CREATE INDEX "application_messages_partner_unread_idx" ON "application_messages" USING btree ("partner_id","created_at","application_id") WHERE "application_messages"."side" = 'admin' and "application_messages"."read_at" is null;