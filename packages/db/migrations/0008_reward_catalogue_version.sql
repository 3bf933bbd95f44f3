CREATE TABLE "reference_versions" (
	"table_name" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- hand-written: every change to the rewards bumps their version when it happens, in the changing transaction
-- (apps/api/src/modules/rewards/reward-catalogue.ts keeps the catalogue's answers per version).
CREATE OR REPLACE FUNCTION bloom_bump_reference_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO reference_versions (table_name, version) VALUES (TG_TABLE_NAME, 1)
    ON CONFLICT (table_name) DO UPDATE SET version = reference_versions.version + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER rewards_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rewards FOR EACH STATEMENT EXECUTE FUNCTION bloom_bump_reference_version();
