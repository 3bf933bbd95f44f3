CREATE TABLE "booking_list_versions" (
	"student_profile_id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- hand-written: versions of what API processes keep as answers, bumped in the changing transaction whoever
-- makes the change (rewards/reward-catalogue.ts, bookings.service.ts bookingListAnswer, badges.service.ts).
CREATE OR REPLACE FUNCTION bloom_bump_reference_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO reference_versions (name, version) VALUES (TG_ARGV[0], 1)
    ON CONFLICT (name) DO UPDATE SET version = reference_versions.version + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER rewards_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rewards FOR EACH STATEMENT EXECUTE FUNCTION bloom_bump_reference_version('rewards');
--> statement-breakpoint
CREATE TRIGGER coaches_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON mentor_profiles FOR EACH STATEMENT EXECUTE FUNCTION bloom_bump_reference_version('coaches');
--> statement-breakpoint
CREATE TRIGGER names_version AFTER UPDATE OF first_name, last_name ON users FOR EACH STATEMENT EXECUTE FUNCTION bloom_bump_reference_version('coaches');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bloom_bump_booking_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  profile_id integer;
BEGIN
  IF TG_TABLE_NAME = 'bookings' THEN
    IF TG_OP = 'DELETE' THEN profile_id := OLD.student_profile_id; ELSE profile_id := NEW.student_profile_id; END IF;
    IF TG_OP = 'UPDATE' THEN
      IF OLD.student_profile_id <> NEW.student_profile_id THEN
        INSERT INTO booking_list_versions (student_profile_id, version) VALUES (OLD.student_profile_id, 1)
          ON CONFLICT (student_profile_id) DO UPDATE SET version = booking_list_versions.version + 1;
      END IF;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT b.student_profile_id INTO profile_id FROM bookings b WHERE b.id = OLD.booking_id;
  ELSE
    SELECT b.student_profile_id INTO profile_id FROM bookings b WHERE b.id = NEW.booking_id;
  END IF;
  IF profile_id IS NOT NULL THEN
    INSERT INTO booking_list_versions (student_profile_id, version) VALUES (profile_id, 1)
      ON CONFLICT (student_profile_id) DO UPDATE SET version = booking_list_versions.version + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_list_version AFTER INSERT OR UPDATE OR DELETE ON bookings FOR EACH ROW EXECUTE FUNCTION bloom_bump_booking_list_version();
--> statement-breakpoint
CREATE TRIGGER booking_feedback_list_version AFTER INSERT OR UPDATE OR DELETE ON booking_feedback FOR EACH ROW EXECUTE FUNCTION bloom_bump_booking_list_version();
--> statement-breakpoint
-- Emptying either table in one go changes every student's list: the coaches' version (read with every list) says so.
CREATE TRIGGER bookings_truncated_version AFTER TRUNCATE ON bookings FOR EACH STATEMENT EXECUTE FUNCTION bloom_bump_reference_version('coaches');
--> statement-breakpoint
CREATE TRIGGER booking_feedback_truncated_version AFTER TRUNCATE ON booking_feedback FOR EACH STATEMENT EXECUTE FUNCTION bloom_bump_reference_version('coaches');
--> statement-breakpoint
-- The badges and the levels decide every student's progress toward badges (gamification/badges.service.ts).
CREATE TRIGGER badges_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON badges FOR EACH STATEMENT EXECUTE FUNCTION bloom_bump_reference_version('badges');
--> statement-breakpoint
CREATE TRIGGER levels_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON levels FOR EACH STATEMENT EXECUTE FUNCTION bloom_bump_reference_version('badges');
