CREATE TABLE "data_versions" (
	"partner_id" integer NOT NULL,
	"shard" smallint NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "data_versions_partner_id_shard_pk" PRIMARY KEY("partner_id","shard")
);
