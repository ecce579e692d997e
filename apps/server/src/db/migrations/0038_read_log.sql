CREATE TABLE "read_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"student_id" integer,
	"user_id" integer,
	"api_key_id" integer,
	"what" varchar(20) NOT NULL,
	"detail" jsonb,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "read_log" ADD CONSTRAINT "read_log_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "read_log" ADD CONSTRAINT "read_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "read_log_student_idx" ON "read_log" USING btree ("partner_id","student_id","created_at","id");--> statement-breakpoint
CREATE INDEX "read_log_partner_idx" ON "read_log" USING btree ("partner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "read_log_created_idx" ON "read_log" USING btree ("created_at");