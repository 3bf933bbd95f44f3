CREATE TABLE "coach_calendar_feeds" (
	"mentor_id" integer PRIMARY KEY NOT NULL,
	"selector" text NOT NULL,
	"verifier" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_calendar_feeds_selector_unique" UNIQUE("selector")
);
--> statement-breakpoint
ALTER TABLE "coach_calendar_feeds" ADD CONSTRAINT "coach_calendar_feeds_mentor_id_mentor_profiles_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentor_profiles"("id") ON DELETE cascade ON UPDATE no action;