CREATE TABLE "simlabs_jobs" (
	"job_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"contest_group_id" integer NOT NULL,
	"contest_id" integer,
	"contest_name" text NOT NULL,
	"lineup_count" integer NOT NULL,
	"field_source" text NOT NULL,
	"request" jsonb NOT NULL,
	"status" text NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"iterations" integer NOT NULL,
	"result" jsonb,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "simlabs_jobs" ADD CONSTRAINT "simlabs_jobs_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simlabs_jobs" ADD CONSTRAINT "simlabs_jobs_contest_group_id_contest_groups_contest_group_id_fk" FOREIGN KEY ("contest_group_id") REFERENCES "public"."contest_groups"("contest_group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "simlabs_jobs_user" ON "simlabs_jobs" USING btree ("user_id","created_at");