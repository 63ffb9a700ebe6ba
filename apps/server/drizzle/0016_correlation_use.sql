CREATE TABLE "slate_correlation_targets" (
	"user_id" integer NOT NULL,
	"contest_group_id" integer NOT NULL,
	"view_name" text NOT NULL,
	"targets" jsonb NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	CONSTRAINT "slate_correlation_targets_user_id_contest_group_id_pk" PRIMARY KEY("user_id","contest_group_id")
);
--> statement-breakpoint
ALTER TABLE "slate_correlation_targets" ADD CONSTRAINT "slate_correlation_targets_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slate_correlation_targets" ADD CONSTRAINT "slate_correlation_targets_contest_group_id_contest_groups_contest_group_id_fk" FOREIGN KEY ("contest_group_id") REFERENCES "public"."contest_groups"("contest_group_id") ON DELETE cascade ON UPDATE no action;