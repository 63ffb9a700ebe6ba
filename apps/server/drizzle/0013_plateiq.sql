CREATE TABLE "mlb_team_games" (
	"event_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"projected_order" jsonb NOT NULL,
	"confirmed_order" jsonb NOT NULL,
	"projected_starter_id" integer,
	"starter_id" integer,
	"plays" text,
	CONSTRAINT "mlb_team_games_event_id_team_id_pk" PRIMARY KEY("event_id","team_id")
);
--> statement-breakpoint
ALTER TABLE "mlb_team_games" ADD CONSTRAINT "mlb_team_games_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mlb_team_games" ADD CONSTRAINT "mlb_team_games_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mlb_team_games" ADD CONSTRAINT "mlb_team_games_projected_starter_id_players_player_id_fk" FOREIGN KEY ("projected_starter_id") REFERENCES "public"."players"("player_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mlb_team_games" ADD CONSTRAINT "mlb_team_games_starter_id_players_player_id_fk" FOREIGN KEY ("starter_id") REFERENCES "public"."players"("player_id") ON DELETE set null ON UPDATE no action;