CREATE TABLE "contest_analytics" (
	"contest_id" integer PRIMARY KEY NOT NULL,
	"cash_line" real,
	"total_lineups_entered" integer NOT NULL,
	"distinct_lineups" integer NOT NULL,
	"unique_lineups" integer NOT NULL,
	"duplicate_lineups" integer NOT NULL,
	"total_paid_cents" bigint NOT NULL,
	"avg_salary_used" real,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_duplicate_lineups" (
	"contest_id" integer NOT NULL,
	"lineup_hash" text NOT NULL,
	"list_order" integer NOT NULL,
	"lineup_ct" integer NOT NULL,
	"lineup_rank" integer NOT NULL,
	"points" real NOT NULL,
	"payout_cents" bigint NOT NULL,
	"roster_slots" text[] NOT NULL,
	"player_ids" integer[] NOT NULL,
	CONSTRAINT "contest_duplicate_lineups_contest_id_lineup_hash_pk" PRIMARY KEY("contest_id","lineup_hash")
);
--> statement-breakpoint
CREATE TABLE "contest_player_analytics" (
	"contest_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"is_captain" boolean NOT NULL,
	"ownership" real NOT NULL,
	"ownership20" real NOT NULL,
	"ownership10" real NOT NULL,
	"ownership1" real NOT NULL,
	"actual_points" real,
	"made_cut" boolean,
	CONSTRAINT "contest_player_analytics_contest_id_player_id_is_captain_pk" PRIMARY KEY("contest_id","player_id","is_captain")
);
--> statement-breakpoint
CREATE TABLE "contest_user_analytics" (
	"contest_id" integer NOT NULL,
	"user_name" text NOT NULL,
	"best_rank" integer NOT NULL,
	"total_players" integer NOT NULL,
	"total_rosters" integer NOT NULL,
	"unique_rosters" integer NOT NULL,
	"max_exposure" real NOT NULL,
	"lineups_cashing" integer NOT NULL,
	"total_entry_cost_cents" bigint NOT NULL,
	"total_winning_cents" bigint NOT NULL,
	"roi" real NOT NULL,
	"lineups" jsonb NOT NULL,
	"exposures" jsonb NOT NULL,
	CONSTRAINT "contest_user_analytics_contest_id_user_name_pk" PRIMARY KEY("contest_id","user_name")
);
--> statement-breakpoint
ALTER TABLE "contest_analytics" ADD CONSTRAINT "contest_analytics_contest_id_contests_contest_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("contest_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_duplicate_lineups" ADD CONSTRAINT "contest_duplicate_lineups_contest_id_contests_contest_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("contest_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_player_analytics" ADD CONSTRAINT "contest_player_analytics_contest_id_contests_contest_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("contest_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_user_analytics" ADD CONSTRAINT "contest_user_analytics_contest_id_contests_contest_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("contest_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contest_duplicate_lineups_order" ON "contest_duplicate_lineups" USING btree ("contest_id","list_order");--> statement-breakpoint
CREATE INDEX "contest_user_analytics_rank" ON "contest_user_analytics" USING btree ("contest_id","best_rank");--> statement-breakpoint
CREATE INDEX "contest_user_analytics_rosters" ON "contest_user_analytics" USING btree ("contest_id","total_rosters");--> statement-breakpoint
CREATE INDEX "contest_user_analytics_winning" ON "contest_user_analytics" USING btree ("contest_id","total_winning_cents");--> statement-breakpoint
CREATE INDEX "contest_user_analytics_roi" ON "contest_user_analytics" USING btree ("contest_id","roi");