CREATE TABLE "cheatsheets" (
	"cheatsheet_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"settings" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nfl_season_games" (
	"year" integer NOT NULL,
	"week" integer NOT NULL,
	"home_short" text NOT NULL,
	"visitor_short" text NOT NULL,
	"event_key" text,
	"home_matchup" real DEFAULT 1 NOT NULL,
	"visitor_matchup" real DEFAULT 1 NOT NULL,
	CONSTRAINT "nfl_season_games_year_week_home_short_pk" PRIMARY KEY("year","week","home_short")
);
--> statement-breakpoint
CREATE TABLE "nfl_weeks" (
	"year" integer NOT NULL,
	"week" integer NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"week_name" text NOT NULL,
	CONSTRAINT "nfl_weeks_year_week_pk" PRIMARY KEY("year","week")
);
--> statement-breakpoint
CREATE TABLE "season_adp" (
	"season_player_id" integer NOT NULL,
	"site" text NOT NULL,
	"as_of" text NOT NULL,
	"adp" real NOT NULL,
	CONSTRAINT "season_adp_season_player_id_site_as_of_pk" PRIMARY KEY("season_player_id","site","as_of")
);
--> statement-breakpoint
CREATE TABLE "season_players" (
	"season_player_id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"name" text NOT NULL,
	"position" text NOT NULL,
	"team_short" text NOT NULL,
	"bye_week" integer,
	"id_source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "season_projections" (
	"season_player_id" integer NOT NULL,
	"expert" text NOT NULL,
	"week" integer NOT NULL,
	"stats" jsonb NOT NULL,
	CONSTRAINT "season_projections_season_player_id_expert_week_pk" PRIMARY KEY("season_player_id","expert","week")
);
--> statement-breakpoint
CREATE TABLE "season_rankings" (
	"season_player_id" integer NOT NULL,
	"expert" text NOT NULL,
	"rank" integer NOT NULL,
	"tier" integer,
	CONSTRAINT "season_rankings_season_player_id_expert_pk" PRIMARY KEY("season_player_id","expert")
);
--> statement-breakpoint
ALTER TABLE "cheatsheets" ADD CONSTRAINT "cheatsheets_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_adp" ADD CONSTRAINT "season_adp_season_player_id_season_players_season_player_id_fk" FOREIGN KEY ("season_player_id") REFERENCES "public"."season_players"("season_player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_projections" ADD CONSTRAINT "season_projections_season_player_id_season_players_season_player_id_fk" FOREIGN KEY ("season_player_id") REFERENCES "public"."season_players"("season_player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_rankings" ADD CONSTRAINT "season_rankings_season_player_id_season_players_season_player_id_fk" FOREIGN KEY ("season_player_id") REFERENCES "public"."season_players"("season_player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cheatsheets_user" ON "cheatsheets" USING btree ("user_id","sport_id");--> statement-breakpoint
CREATE UNIQUE INDEX "season_players_year_name" ON "season_players" USING btree ("year","name","position");