CREATE TABLE "nhl_lines" (
	"event_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"unit" text NOT NULL,
	"slot" text NOT NULL,
	"power_play_unit" integer,
	CONSTRAINT "nhl_lines_event_id_player_id_pk" PRIMARY KEY("event_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "nhl_team_games" (
	"team_id" integer NOT NULL,
	"played_on" date NOT NULL,
	"opponent_id" integer NOT NULL,
	"is_home" boolean NOT NULL,
	"goals_for" integer NOT NULL,
	"goals_against" integer NOT NULL,
	"shot_attempts_for" real NOT NULL,
	"shot_attempts_against" real NOT NULL,
	"shots_for" real NOT NULL,
	"shots_against" real NOT NULL,
	"expected_goals_for" real NOT NULL,
	"expected_goals_against" real NOT NULL,
	CONSTRAINT "nhl_team_games_team_id_played_on_pk" PRIMARY KEY("team_id","played_on")
);
--> statement-breakpoint
ALTER TABLE "nhl_lines" ADD CONSTRAINT "nhl_lines_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nhl_lines" ADD CONSTRAINT "nhl_lines_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nhl_lines" ADD CONSTRAINT "nhl_lines_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nhl_team_games" ADD CONSTRAINT "nhl_team_games_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nhl_team_games" ADD CONSTRAINT "nhl_team_games_opponent_id_teams_team_id_fk" FOREIGN KEY ("opponent_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;