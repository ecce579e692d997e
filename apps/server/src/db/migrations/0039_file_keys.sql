CREATE TABLE "data_master_keys" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_keys" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"master_key_id" varchar(32) NOT NULL,
	"wrapped_key" varchar(100) NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "file_keys_master_idx" ON "file_keys" USING btree ("master_key_id");