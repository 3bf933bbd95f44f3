CREATE TABLE "point_total_counts" (
	"total_points" integer PRIMARY KEY NOT NULL,
	"students" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "point_total_counts_not_negative" CHECK ("point_total_counts"."students" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_totals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"total_points" integer DEFAULT 0 NOT NULL,
	"point_balance" integer DEFAULT 0 NOT NULL,
	"total_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_hidden_from_leaderboard" boolean DEFAULT false NOT NULL,
	CONSTRAINT "point_totals_balance_not_negative" CHECK ("point_totals"."point_balance" >= 0),
	CONSTRAINT "point_totals_balance_within_total" CHECK ("point_totals"."point_balance" <= "point_totals"."total_points")
);
--> statement-breakpoint
CREATE TABLE "reward_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reward_id" integer NOT NULL,
	"code" text NOT NULL,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"reward_code_id" integer,
	"promo_code" text,
	"shared_code" text,
	"points_used" integer NOT NULL,
	"point_entry_id" integer NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_redemptions_points_positive" CHECK ("reward_redemptions"."points_used" > 0),
	CONSTRAINT "reward_redemptions_one_code" CHECK (("reward_redemptions"."promo_code" is null) <> ("reward_redemptions"."shared_code" is null)),
	CONSTRAINT "reward_redemptions_pool_code_claimed" CHECK (("reward_redemptions"."reward_code_id" is null) = ("reward_redemptions"."promo_code" is null))
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category" text NOT NULL,
	"company" text NOT NULL,
	"product_name" text NOT NULL,
	"description" text NOT NULL,
	"logo_url" text,
	"discount_value" numeric(10, 2) NOT NULL,
	"discount_measure" text NOT NULL,
	"points_needed" integer NOT NULL,
	"expiry_date" date,
	"link" text,
	"terms_link" text,
	"shared_code" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_category_known" CHECK ("rewards"."category" in ('wellness', 'lifestyle', 'food', 'retail', 'other')),
	CONSTRAINT "rewards_discount_measure_known" CHECK ("rewards"."discount_measure" in ('percent', 'usd')),
	CONSTRAINT "rewards_points_positive" CHECK ("rewards"."points_needed" > 0),
	CONSTRAINT "rewards_discount_positive" CHECK ("rewards"."discount_value" > 0)
);
--> statement-breakpoint
CREATE TABLE "referral_invitation_addresses" (
	"email_key" text PRIMARY KEY NOT NULL,
	"last_invited_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_invitation_days" (
	"inviter_user_id" integer NOT NULL,
	"day" date NOT NULL,
	"sent" integer NOT NULL,
	CONSTRAINT "referral_invitation_days_inviter_user_id_day_pk" PRIMARY KEY("inviter_user_id","day"),
	CONSTRAINT "referral_invitation_days_limit" CHECK ("referral_invitation_days"."sent" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "referral_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referral_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inviter_user_id" integer NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referrals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"referrer_user_id" integer NOT NULL,
	"referred_user_id" integer NOT NULL,
	"referrer_email_key" text NOT NULL,
	"referred_email_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."referrer_user_id" <> "referrals"."referred_user_id"),
	CONSTRAINT "referrals_not_own_alias" CHECK ("referrals"."referrer_email_key" <> "referrals"."referred_email_key")
);
--> statement-breakpoint
DROP INDEX "point_entries_source_key";--> statement-breakpoint
ALTER TABLE "badges" ALTER COLUMN "action_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "point_entries" ALTER COLUMN "source_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "badges" ADD COLUMN "rule" text DEFAULT 'action_count' NOT NULL;--> statement-breakpoint
ALTER TABLE "badges" ADD COLUMN "category" text DEFAULT 'milestone' NOT NULL;--> statement-breakpoint
ALTER TABLE "badges" ADD COLUMN "points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "badges" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "point_entries" ADD COLUMN "reverses_entry_id" integer;--> statement-breakpoint
ALTER TABLE "point_entries" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "point_totals" ADD CONSTRAINT "point_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_codes" ADD CONSTRAINT "reward_codes_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_reward_code_id_reward_codes_id_fk" FOREIGN KEY ("reward_code_id") REFERENCES "public"."reward_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_point_entry_id_point_entries_id_fk" FOREIGN KEY ("point_entry_id") REFERENCES "public"."point_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_invitation_days" ADD CONSTRAINT "referral_invitation_days_inviter_user_id_users_id_fk" FOREIGN KEY ("inviter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_invitations" ADD CONSTRAINT "referral_invitations_inviter_user_id_users_id_fk" FOREIGN KEY ("inviter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_totals_leaderboard_idx" ON "point_totals" USING btree ("total_points" DESC NULLS FIRST,"total_changed_at","user_id") WHERE not "point_totals"."is_hidden_from_leaderboard";--> statement-breakpoint
CREATE UNIQUE INDEX "reward_codes_reward_code_key" ON "reward_codes" USING btree ("reward_id","code");--> statement-breakpoint
CREATE INDEX "reward_codes_free_idx" ON "reward_codes" USING btree ("reward_id","id") WHERE "reward_codes"."claimed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_redemptions_user_reward_key" ON "reward_redemptions" USING btree ("user_id","reward_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_redemptions_code_key" ON "reward_redemptions" USING btree ("reward_code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_redemptions_point_entry_key" ON "reward_redemptions" USING btree ("point_entry_id");--> statement-breakpoint
CREATE INDEX "reward_redemptions_user_idx" ON "reward_redemptions" USING btree ("user_id","redeemed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_company_product_key" ON "rewards" USING btree (lower("company"),lower("product_name"));--> statement-breakpoint
CREATE INDEX "referral_invitations_inviter_idx" ON "referral_invitations" USING btree ("inviter_user_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referred_user_key" ON "referrals" USING btree ("referred_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referred_email_key" ON "referrals" USING btree ("referred_email_key");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_user_id");--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_reverses_entry_id_point_entries_id_fk" FOREIGN KEY ("reverses_entry_id") REFERENCES "public"."point_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_reverses_entry_key" ON "point_entries" USING btree ("reverses_entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_source_key" ON "point_entries" USING btree ("user_id","kind","action_type","source_key");--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_rule_known" CHECK ("badges"."rule" in ('action_count', 'level_reached'));--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_category_known" CHECK ("badges"."category" in ('milestone', 'community', 'learning', 'wellness', 'referral'));--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_rule_shape" CHECK (("badges"."rule" = 'action_count') = ("badges"."action_type" is not null));--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_required_positive" CHECK ("badges"."required_count" > 0);--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_points_not_negative" CHECK ("badges"."points" >= 0);--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_kind_known" CHECK ("point_entries"."kind" in ('earn', 'reversal', 'redeem', 'adjustment'));--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_reversal_has_target" CHECK (("point_entries"."kind" = 'reversal') = ("point_entries"."reverses_entry_id" is not null));--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_redeem_takes" CHECK ("point_entries"."kind" <> 'redeem' or "point_entries"."points" < 0);--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_adjustment_has_reason" CHECK ("point_entries"."kind" <> 'adjustment' or ("point_entries"."reason" is not null and "point_entries"."points" <> 0));--> statement-breakpoint
-- hand-written
-- Totals of the points already in the ledger (before this migration a balance was a sum).
INSERT INTO "point_totals" ("user_id", "total_points", "point_balance", "total_changed_at")
SELECT "user_id",
       GREATEST(0, COALESCE(SUM("points") FILTER (WHERE "kind" <> 'redeem'), 0)),
       LEAST(GREATEST(0, SUM("points")), GREATEST(0, COALESCE(SUM("points") FILTER (WHERE "kind" <> 'redeem'), 0))),
       MAX("created_at")
FROM "point_entries" GROUP BY "user_id";
--> statement-breakpoint
-- The ledger is append-only: a change is a new row (a reversal, an adjustment). Rows go only with
-- their student's account (ON DELETE CASCADE from users).
CREATE FUNCTION "point_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "users" WHERE "id" = OLD."user_id") THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'point_entries is append-only: write a reversal or an adjustment instead'
    USING ERRCODE = 'integrity_constraint_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER "point_entries_append_only" BEFORE UPDATE OR DELETE ON "point_entries"
  FOR EACH ROW EXECUTE FUNCTION "point_entries_append_only"();
--> statement-breakpoint
-- Every ledger row moves its student's totals in the same transaction; point_totals' checks then refuse
-- a row that would take the balance below 0. Redemptions lower only the balance.
CREATE FUNCTION "point_entries_keep_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lifetime integer := CASE WHEN NEW."kind" = 'redeem' THEN 0 ELSE NEW."points" END;
BEGIN
  -- An empty row first (its checks hold), then the change: a check is tested on the row an INSERT
  -- proposes even when ON CONFLICT would turn it into an update.
  INSERT INTO "point_totals" ("user_id", "total_changed_at") VALUES (NEW."user_id", NEW."created_at")
  ON CONFLICT ("user_id") DO NOTHING;
  UPDATE "point_totals" SET
    "total_points" = "total_points" + lifetime,
    "point_balance" = "point_balance" + NEW."points",
    "total_changed_at" = CASE WHEN lifetime <> 0 THEN NEW."created_at" ELSE "total_changed_at" END
  WHERE "user_id" = NEW."user_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "point_entries_keep_totals" AFTER INSERT ON "point_entries"
  FOR EACH ROW EXECUTE FUNCTION "point_entries_keep_totals"();
--> statement-breakpoint
-- Only the ledger moves the totals (its trigger runs one level down); a statement of its own may add a
-- zero row or change the leaderboard setting, nothing else. A row goes only with its student's account.
CREATE FUNCTION "point_totals_follow_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM "users" WHERE "id" = OLD."user_id") THEN
      RAISE EXCEPTION 'point_totals follow the point_entries ledger: a row goes only with its account'
        USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF pg_trigger_depth() = 1 AND (
    (TG_OP = 'INSERT' AND (NEW."total_points" <> 0 OR NEW."point_balance" <> 0))
    OR (TG_OP = 'UPDATE' AND (NEW."total_points", NEW."point_balance", NEW."total_changed_at")
        IS DISTINCT FROM (OLD."total_points", OLD."point_balance", OLD."total_changed_at"))
  ) THEN
    RAISE EXCEPTION 'point_totals follow the point_entries ledger: write a ledger row instead'
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "point_totals_follow_ledger" BEFORE INSERT OR UPDATE OR DELETE ON "point_totals"
  FOR EACH ROW EXECUTE FUNCTION "point_totals_follow_ledger"();
--> statement-breakpoint
INSERT INTO "point_total_counts" ("total_points", "students")
SELECT "total_points", count(*) FROM "point_totals" WHERE NOT "is_hidden_from_leaderboard" GROUP BY "total_points";
--> statement-breakpoint
-- Visible students per lifetime total. Runs at commit (a deferred trigger), so the few rows every change
-- touches are held for a moment, not for the whole transaction; lower totals are taken first.
CREATE FUNCTION "point_totals_keep_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was integer := CASE WHEN TG_OP <> 'INSERT' AND NOT OLD."is_hidden_from_leaderboard" THEN OLD."total_points" END;
  is_now integer := CASE WHEN TG_OP <> 'DELETE' AND NOT NEW."is_hidden_from_leaderboard" THEN NEW."total_points" END;
BEGIN
  IF was IS NOT DISTINCT FROM is_now THEN
    RETURN NULL;
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
CREATE CONSTRAINT TRIGGER "point_totals_keep_counts" AFTER INSERT OR UPDATE OR DELETE ON "point_totals"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "point_totals_keep_counts"();
--> statement-breakpoint
-- Only that trigger writes the counts.
CREATE FUNCTION "point_total_counts_follow_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() = 1 THEN
    RAISE EXCEPTION 'point_total_counts follow point_totals: change the ledger instead'
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN COALESCE(NEW, OLD);
END $$;
--> statement-breakpoint
CREATE TRIGGER "point_total_counts_follow_totals" BEFORE INSERT OR UPDATE OR DELETE ON "point_total_counts"
  FOR EACH ROW EXECUTE FUNCTION "point_total_counts_follow_totals"();
