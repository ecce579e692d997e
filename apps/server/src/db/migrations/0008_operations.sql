CREATE TABLE "commission_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"commission_id" integer NOT NULL,
	"from_status" varchar(20),
	"to_status" varchar(20) NOT NULL,
	"note" text,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"tuition_fee" numeric(12, 2) NOT NULL,
	"commission_rate" numeric(5, 2),
	"expected_amount" numeric(12, 2),
	"status" varchar(20) DEFAULT 'projected' NOT NULL,
	"reason" text,
	"invoice_number" varchar(60),
	"invoice_file_name" varchar(255),
	"invoice_content_type" varchar(100),
	"invoice_storage_key" varchar(300),
	"claimed_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"received_amount" numeric(12, 2),
	"received_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"expert_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"requested_by" integer,
	"student_id" integer,
	"topic" varchar(200) NOT NULL,
	"message" text,
	"slots" jsonb NOT NULL,
	"duration_minutes" smallint DEFAULT 30 NOT NULL,
	"status" varchar(20) DEFAULT 'requested' NOT NULL,
	"confirmed_slot" timestamp with time zone,
	"decline_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"title" varchar(150),
	"provider_id" integer,
	"email" varchar(254) NOT NULL,
	"phone" varchar(40),
	"bio" text,
	"languages" text[] DEFAULT '{}' NOT NULL,
	"country_ids" integer[] DEFAULT '{}' NOT NULL,
	"region_ids" integer[] DEFAULT '{}' NOT NULL,
	"photo_storage_key" varchar(300),
	"photo_content_type" varchar(100),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"user_id" integer,
	"kind" varchar(20) NOT NULL,
	"format" varchar(4) NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'queued' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"file_name" varchar(255),
	"storage_key" varchar(300),
	"size_bytes" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "commission_events" ADD CONSTRAINT "commission_events_commission_id_commissions_id_fk" FOREIGN KEY ("commission_id") REFERENCES "public"."commissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_events" ADD CONSTRAINT "commission_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_meetings" ADD CONSTRAINT "expert_meetings_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_meetings" ADD CONSTRAINT "expert_meetings_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_meetings" ADD CONSTRAINT "expert_meetings_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_meetings" ADD CONSTRAINT "expert_meetings_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_meetings" ADD CONSTRAINT "expert_meetings_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_provider_id_education_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."education_providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_jobs" ADD CONSTRAINT "report_jobs_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_jobs" ADD CONSTRAINT "report_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_events_commission_idx" ON "commission_events" USING btree ("commission_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_application_uq" ON "commissions" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "commissions_partner_idx" ON "commissions" USING btree ("partner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "commissions_status_idx" ON "commissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "expert_meetings_partner_idx" ON "expert_meetings" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "expert_meetings_status_idx" ON "expert_meetings" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "experts_provider_idx" ON "experts" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "report_jobs_partner_idx" ON "report_jobs" USING btree ("partner_id","created_at");