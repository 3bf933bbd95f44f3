-- A wall's story count in stripes (schema/community.ts): stories posted at once change different rows.
-- The existing counts become stripe 0.
ALTER TABLE "community_walls" DROP CONSTRAINT "community_walls_post_count_not_negative";--> statement-breakpoint
ALTER TABLE "community_walls" DROP CONSTRAINT "community_walls_pkey";--> statement-breakpoint
ALTER TABLE "community_walls" ADD COLUMN "stripe" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "community_walls" ADD CONSTRAINT "community_walls_school_id_stripe_pk" PRIMARY KEY("school_id","stripe");--> statement-breakpoint
-- Due jobs in the claim's order (schema/platform.ts).
DROP INDEX "jobs_due_idx";--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at" NULLS FIRST,"id") WHERE "jobs"."done_at" is null and "jobs"."canceled_at" is null;
