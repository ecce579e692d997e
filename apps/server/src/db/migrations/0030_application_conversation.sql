CREATE TABLE "application_message_attachments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" bigint NOT NULL,
	"application_id" integer NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" varchar(300) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_messages" ADD COLUMN "side" varchar(10) DEFAULT 'partner' NOT NULL;--> statement-breakpoint
ALTER TABLE "application_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_message_attachments" ADD CONSTRAINT "application_message_attachments_message_id_application_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."application_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_message_attachments" ADD CONSTRAINT "application_message_attachments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_message_attachments_app_idx" ON "application_message_attachments" USING btree ("application_id","message_id");--> statement-breakpoint
CREATE INDEX "application_messages_unread_idx" ON "application_messages" USING btree ("application_id","side") WHERE "application_messages"."read_at" is null;--> statement-breakpoint
ALTER TABLE "application_messages" ADD CONSTRAINT "application_messages_side" CHECK ("application_messages"."side" in ('partner', 'admin'));--> statement-breakpoint
-- Messages written before this change: a Superadmin's belong to admissions, and none waits to be read (decision 043).
UPDATE "application_messages" m SET "side" = 'admin' FROM "users" u WHERE u."id" = m."author_user_id" AND u."role" = 'Superadmin';--> statement-breakpoint
UPDATE "application_messages" SET "read_at" = "created_at";
