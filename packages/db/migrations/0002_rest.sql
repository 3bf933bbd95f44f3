CREATE TABLE "feature_votes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feature_votes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"feature" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "school_credit_entries" DROP CONSTRAINT "school_credit_entries_direction";--> statement-breakpoint
ALTER TABLE "feature_votes" ADD CONSTRAINT "feature_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feature_votes_user_feature_key" ON "feature_votes" USING btree ("user_id","feature");--> statement-breakpoint
CREATE INDEX "feature_votes_feature_idx" ON "feature_votes" USING btree ("feature");--> statement-breakpoint
ALTER TABLE "school_credit_entries" ADD CONSTRAINT "school_credit_entries_direction" CHECK (("school_credit_entries"."reason" = 'deposit' and "school_credit_entries"."amount" > 0) or ("school_credit_entries"."reason" = 'allocation' and "school_credit_entries"."amount" < 0 and "school_credit_entries"."user_id" is not null) or ("school_credit_entries"."reason" = 'withdrawal' and "school_credit_entries"."amount" < 0 and "school_credit_entries"."user_id" is null));