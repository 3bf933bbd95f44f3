-- A wall's story count in stripes (schema/community.ts): stories posted at once change different rows.
-- The existing counts become stripe 0.
ALTER TABLE "community_walls" DROP CONSTRAINT "community_walls_post_count_not_negative";--> statement-breakpoint
ALTER TABLE "community_walls" DROP CONSTRAINT "community_walls_pkey";--> statement-breakpoint
ALTER TABLE "community_walls" ADD COLUMN "stripe" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "community_walls" ADD CONSTRAINT "community_walls_school_id_stripe_pk" PRIMARY KEY("school_id","stripe");--> statement-breakpoint
-- Due jobs in the claim's order (schema/platform.ts).
DROP INDEX "jobs_due_idx";--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at" NULLS FIRST,"id") WHERE "jobs"."done_at" is null and "jobs"."canceled_at" is null;
--> statement-breakpoint
-- hand-written: a student's profile answer is kept while its rows' xmin hold (profiles.service.ts); a change
-- to a growth area or its confidence levels rewrites the profile row (no value changes), so it shows there too.
CREATE FUNCTION bloom_touch_student_profile() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  profile_id integer;
BEGIN
  IF TG_TABLE_NAME = 'growth_areas' THEN
    IF TG_OP = 'DELETE' THEN profile_id := OLD.student_profile_id; ELSE profile_id := NEW.student_profile_id; END IF;
  ELSE
    SELECT g.student_profile_id INTO profile_id FROM growth_areas g
      WHERE g.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.growth_area_id ELSE NEW.growth_area_id END;
  END IF;
  IF profile_id IS NOT NULL THEN
    UPDATE student_profiles SET updated_at = updated_at WHERE id = profile_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER growth_areas_touch_profile AFTER INSERT OR UPDATE OR DELETE ON growth_areas FOR EACH ROW EXECUTE FUNCTION bloom_touch_student_profile();
--> statement-breakpoint
CREATE TRIGGER confidence_levels_touch_profile AFTER INSERT OR UPDATE OR DELETE ON confidence_levels FOR EACH ROW EXECUTE FUNCTION bloom_touch_student_profile();
