CREATE TABLE "data_versions" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
