CREATE TABLE "nba_team_games" (
	"event_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"projected_starters" jsonb NOT NULL,
	"confirmed_starters" jsonb NOT NULL,
	CONSTRAINT "nba_team_games_event_id_team_id_pk" PRIMARY KEY("event_id","team_id")
);
--> statement-breakpoint
ALTER TABLE "nba_team_games" ADD CONSTRAINT "nba_team_games_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nba_team_games" ADD CONSTRAINT "nba_team_games_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;