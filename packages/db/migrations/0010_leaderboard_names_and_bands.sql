CREATE TABLE "point_band_counts" (
	"band" integer PRIMARY KEY NOT NULL,
	"students" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "point_band_counts_not_negative" CHECK ("point_band_counts"."students" >= 0)
);
--> statement-breakpoint
ALTER TABLE "point_totals" ADD COLUMN "first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "point_totals" ADD COLUMN "last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- hand-written: the names a leaderboard page shows, copied from users (schema/gamification.ts); a row takes
-- its student's names when it is made, and a change of name in users reaches it in the same statement.
UPDATE "point_totals" SET "first_name" = u."first_name", "last_name" = u."last_name"
  FROM "users" AS u WHERE u."id" = "point_totals"."user_id";
--> statement-breakpoint
CREATE FUNCTION "point_totals_take_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT u."first_name", u."last_name" INTO NEW."first_name", NEW."last_name" FROM "users" AS u WHERE u."id" = NEW."user_id";
  NEW."first_name" := coalesce(NEW."first_name", '');
  NEW."last_name" := coalesce(NEW."last_name", '');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "point_totals_take_names" BEFORE INSERT ON "point_totals"
  FOR EACH ROW EXECUTE FUNCTION "point_totals_take_names"();
--> statement-breakpoint
CREATE FUNCTION "users_names_to_point_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "point_totals" SET "first_name" = NEW."first_name", "last_name" = NEW."last_name" WHERE "user_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_names_to_point_totals" AFTER UPDATE OF "first_name", "last_name" ON "users"
  FOR EACH ROW WHEN ((NEW."first_name", NEW."last_name") IS DISTINCT FROM (OLD."first_name", OLD."last_name"))
  EXECUTE FUNCTION "users_names_to_point_totals"();
--> statement-breakpoint
-- hand-written: visible students per band of 100 lifetime points (schema/gamification.ts, POINT_BAND_WIDTH),
-- kept at commit with the counts per total. Bands are taken before totals, each lower first, so every
-- transaction takes these rows in one order.
INSERT INTO "point_band_counts" ("band", "students")
SELECT "total_points" / 100, sum("students") FROM "point_total_counts" GROUP BY 1;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "point_totals_keep_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was integer := CASE WHEN TG_OP <> 'INSERT' AND NOT OLD."is_hidden_from_leaderboard" THEN OLD."total_points" END;
  is_now integer := CASE WHEN TG_OP <> 'DELETE' AND NOT NEW."is_hidden_from_leaderboard" THEN NEW."total_points" END;
  was_band integer := was / 100;
  band_now integer := is_now / 100;
BEGIN
  IF was IS NOT DISTINCT FROM is_now THEN
    RETURN NULL;
  END IF;
  IF was_band IS DISTINCT FROM band_now THEN
    IF was_band IS NOT NULL AND (band_now IS NULL OR was_band < band_now) THEN
      UPDATE "point_band_counts" SET "students" = "students" - 1 WHERE "band" = was_band;
    END IF;
    IF band_now IS NOT NULL THEN
      INSERT INTO "point_band_counts" ("band", "students") VALUES (band_now, 1)
      ON CONFLICT ("band") DO UPDATE SET "students" = "point_band_counts"."students" + 1;
    END IF;
    IF was_band IS NOT NULL AND band_now IS NOT NULL AND was_band > band_now THEN
      UPDATE "point_band_counts" SET "students" = "students" - 1 WHERE "band" = was_band;
    END IF;
  END IF;
  IF was IS NOT NULL AND (is_now IS NULL OR was < is_now) THEN
    UPDATE "point_total_counts" SET "students" = "students" - 1 WHERE "total_points" = was;
  END IF;
  IF is_now IS NOT NULL THEN
    INSERT INTO "point_total_counts" ("total_points", "students") VALUES (is_now, 1)
    ON CONFLICT ("total_points") DO UPDATE SET "students" = "point_total_counts"."students" + 1;
  END IF;
  IF was IS NOT NULL AND is_now IS NOT NULL AND was > is_now THEN
    UPDATE "point_total_counts" SET "students" = "students" - 1 WHERE "total_points" = was;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only that trigger writes the counts, of totals and of bands.
CREATE OR REPLACE FUNCTION "point_total_counts_follow_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() = 1 THEN
    RAISE EXCEPTION '% follow point_totals: change the ledger instead', TG_TABLE_NAME
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN COALESCE(NEW, OLD);
END $$;
--> statement-breakpoint
CREATE TRIGGER "point_band_counts_follow_totals" BEFORE INSERT OR UPDATE OR DELETE ON "point_band_counts"
  FOR EACH ROW EXECUTE FUNCTION "point_total_counts_follow_totals"();
