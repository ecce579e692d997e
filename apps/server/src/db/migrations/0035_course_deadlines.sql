CREATE TABLE "course_deadlines" (
	"course_id" integer NOT NULL,
	"intake_id" integer NOT NULL,
	"closes_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_deadlines_course_id_intake_id_pk" PRIMARY KEY("course_id","intake_id")
);
--> statement-breakpoint
ALTER TABLE "course_deadlines" ADD CONSTRAINT "course_deadlines_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_deadlines" ADD CONSTRAINT "course_deadlines_intake_id_intakes_id_fk" FOREIGN KEY ("intake_id") REFERENCES "public"."intakes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_deadlines_closes_idx" ON "course_deadlines" USING btree ("closes_on","course_id","intake_id");