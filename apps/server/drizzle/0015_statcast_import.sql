CREATE TABLE "statcast_pitches" (
	"game_pk" integer NOT NULL,
	"at_bat_number" integer NOT NULL,
	"pitch_number" integer NOT NULL,
	"event_id" integer NOT NULL,
	"batting_team_id" integer NOT NULL,
	"pitching_team_id" integer NOT NULL,
	"batter_id" integer NOT NULL,
	"pitcher_id" integer NOT NULL,
	"pitch_type" text NOT NULL,
	"release_speed" real,
	"spin_rate" integer,
	"zone" integer,
	"result" text NOT NULL,
	"event" text,
	"launch_speed" real,
	"launch_angle" real,
	"pulled" boolean,
	"batter_stands" text NOT NULL,
	"pitcher_throws" text NOT NULL,
	CONSTRAINT "statcast_pitches_game_pk_at_bat_number_pitch_number_pk" PRIMARY KEY("game_pk","at_bat_number","pitch_number")
);
--> statement-breakpoint
CREATE TABLE "statcast_players" (
	"mlbam_id" integer PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "statcast_pitches" ADD CONSTRAINT "statcast_pitches_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statcast_pitches" ADD CONSTRAINT "statcast_pitches_batting_team_id_teams_team_id_fk" FOREIGN KEY ("batting_team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statcast_pitches" ADD CONSTRAINT "statcast_pitches_pitching_team_id_teams_team_id_fk" FOREIGN KEY ("pitching_team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statcast_pitches" ADD CONSTRAINT "statcast_pitches_batter_id_players_player_id_fk" FOREIGN KEY ("batter_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statcast_pitches" ADD CONSTRAINT "statcast_pitches_pitcher_id_players_player_id_fk" FOREIGN KEY ("pitcher_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statcast_players" ADD CONSTRAINT "statcast_players_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statcast_pitches_event" ON "statcast_pitches" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "statcast_pitches_pitcher" ON "statcast_pitches" USING btree ("pitcher_id");--> statement-breakpoint
CREATE INDEX "statcast_pitches_batter" ON "statcast_pitches" USING btree ("batter_id");