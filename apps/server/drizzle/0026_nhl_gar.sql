CREATE TABLE "nhl_goalie_gar" (
	"player_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"season" integer NOT NULL,
	"games" integer NOT NULL,
	"minutes" real,
	"goals_above_replacement" real,
	"wins_above_replacement" real,
	"standings_points_above_replacement" real,
	"fenwick_against" real,
	"expected_goals_against" real,
	"goals_against" real,
	"goals_saved_above_expected" real,
	CONSTRAINT "nhl_goalie_gar_player_id_team_id_season_pk" PRIMARY KEY("player_id","team_id","season")
);
--> statement-breakpoint
CREATE TABLE "nhl_skater_gar" (
	"player_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"season" integer NOT NULL,
	"games" integer NOT NULL,
	"minutes" real,
	"goals_above_replacement" real,
	"wins_above_replacement" real,
	"standings_points_above_replacement" real,
	"position" text NOT NULL,
	"even_strength_offense" real,
	"even_strength_defense" real,
	"power_play_offense" real,
	"short_handed_defense" real,
	"penalties_taken" real,
	"penalties_drawn" real,
	"offense" real,
	"defense" real,
	"penalties" real,
	CONSTRAINT "nhl_skater_gar_player_id_team_id_season_pk" PRIMARY KEY("player_id","team_id","season")
);
--> statement-breakpoint
ALTER TABLE "nhl_goalie_gar" ADD CONSTRAINT "nhl_goalie_gar_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nhl_goalie_gar" ADD CONSTRAINT "nhl_goalie_gar_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nhl_skater_gar" ADD CONSTRAINT "nhl_skater_gar_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nhl_skater_gar" ADD CONSTRAINT "nhl_skater_gar_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;