CREATE TABLE "goalie_reports" (
	"event_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"status" text NOT NULL,
	"minutes_before" integer NOT NULL,
	CONSTRAINT "goalie_reports_event_id_team_id_minutes_before_pk" PRIMARY KEY("event_id","team_id","minutes_before")
);
--> statement-breakpoint
ALTER TABLE "goalie_reports" ADD CONSTRAINT "goalie_reports_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goalie_reports" ADD CONSTRAINT "goalie_reports_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goalie_reports" ADD CONSTRAINT "goalie_reports_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;