CREATE TABLE "task_digests" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_digests_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "task_reminders" (
	"task_id" bigint NOT NULL,
	"kind" varchar(10) NOT NULL,
	"due_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_reminders_task_id_kind_due_on_pk" PRIMARY KEY("task_id","kind","due_on")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"notes" text,
	"due_at" timestamp with time zone NOT NULL,
	"assignee_id" integer NOT NULL,
	"student_id" integer,
	"application_id" integer,
	"created_by" integer,
	"completed_at" timestamp with time zone,
	"completed_by" integer,
	"source" varchar(10) DEFAULT 'manual' NOT NULL,
	"source_key" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_source" CHECK ("tasks"."source" in ('manual', 'document', 'offer', 'message')),
	CONSTRAINT "tasks_title_length" CHECK (char_length("tasks"."title") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "offer_respond_by" date;--> statement-breakpoint
ALTER TABLE "task_digests" ADD CONSTRAINT "task_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_reminders" ADD CONSTRAINT "task_reminders_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_partner_due_idx" ON "tasks" USING btree ("partner_id","due_at","id");--> statement-breakpoint
CREATE INDEX "tasks_open_due_idx" ON "tasks" USING btree ("due_at") WHERE "tasks"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_assignee_idx" ON "tasks" USING btree ("assignee_id","due_at");--> statement-breakpoint
CREATE INDEX "tasks_student_idx" ON "tasks" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "tasks_application_idx" ON "tasks" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_open_source_uq" ON "tasks" USING btree ("partner_id","source_key") WHERE "tasks"."completed_at" is null and "tasks"."source" <> 'manual';