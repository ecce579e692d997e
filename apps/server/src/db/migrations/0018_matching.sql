CREATE TABLE "course_requirements" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"ielts_overall" numeric(2, 1),
	"ielts_min_band" numeric(2, 1),
	"toefl_ibt" smallint,
	"pte" smallint,
	"duolingo" smallint,
	"min_prior_level_id" integer,
	"min_grade_pct" numeric(5, 2),
	"required_subjects" text[] DEFAULT '{}' NOT NULL,
	"max_gap_years" smallint,
	"work_history_accepted" boolean DEFAULT false NOT NULL,
	"presessional_english" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currency_rates" (
	"currency" varchar(3) PRIMARY KEY NOT NULL,
	"per_usd" numeric(14, 6) NOT NULL,
	"as_of" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "grading_scale" varchar(20);--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "completed_level_id" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "completion_year" smallint;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "subjects" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "preferred_intakes" smallint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "budget_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "budget_currency" varchar(3);--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "preferred_country_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "preferred_disciplines" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "course_requirements" ADD CONSTRAINT "course_requirements_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_requirements" ADD CONSTRAINT "course_requirements_min_prior_level_id_study_levels_id_fk" FOREIGN KEY ("min_prior_level_id") REFERENCES "public"."study_levels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_completed_level_id_study_levels_id_fk" FOREIGN KEY ("completed_level_id") REFERENCES "public"."study_levels"("id") ON DELETE set null ON UPDATE no action;