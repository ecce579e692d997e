CREATE TABLE "offer_history" (
	"key" varchar(40) NOT NULL,
	"english_band" smallint NOT NULL,
	"grade_band" smallint NOT NULL,
	"decided" integer NOT NULL,
	"offers" integer NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_history_key_english_band_grade_band_pk" PRIMARY KEY("key","english_band","grade_band")
);
--> statement-breakpoint
ALTER TABLE "currency_rates" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "currency_rates" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "currency_rates" ADD CONSTRAINT "currency_rates_id_unique" UNIQUE("id");