CREATE TABLE "multi_setting_templates" (
	"template_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"position" integer NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "multi_settings" (
	"user_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"contest_group_id" integer NOT NULL,
	"view" text NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "multi_settings_user_id_sport_id_site_id_contest_group_id_view_pk" PRIMARY KEY("user_id","sport_id","site_id","contest_group_id","view")
);
--> statement-breakpoint
CREATE TABLE "optimizer_builds" (
	"build_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"contest_group_id" integer NOT NULL,
	"format_key" text NOT NULL,
	"request" jsonb NOT NULL,
	"status" text NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"count" integer NOT NULL,
	"result" jsonb,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "multi_setting_templates" ADD CONSTRAINT "multi_setting_templates_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multi_settings" ADD CONSTRAINT "multi_settings_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "optimizer_builds" ADD CONSTRAINT "optimizer_builds_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "optimizer_builds" ADD CONSTRAINT "optimizer_builds_contest_group_id_contest_groups_contest_group_id_fk" FOREIGN KEY ("contest_group_id") REFERENCES "public"."contest_groups"("contest_group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "multi_setting_templates_user" ON "multi_setting_templates" USING btree ("user_id","sport_id","site_id");--> statement-breakpoint
CREATE INDEX "optimizer_builds_user" ON "optimizer_builds" USING btree ("user_id","created_at");