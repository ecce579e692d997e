CREATE TABLE "offer_history_students" (
	"student_id" integer NOT NULL,
	"key" varchar(40) NOT NULL,
	"english_band" smallint NOT NULL,
	"grade_band" smallint NOT NULL,
	"decided" integer NOT NULL,
	"offers" integer NOT NULL,
	CONSTRAINT "offer_history_students_student_id_key_pk" PRIMARY KEY("student_id","key")
);
