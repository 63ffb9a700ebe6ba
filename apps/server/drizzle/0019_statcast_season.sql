CREATE TABLE "statcast_season_batting" (
	"player_id" integer NOT NULL,
	"season" integer NOT NULL,
	"pitches" integer NOT NULL,
	"figures" jsonb NOT NULL,
	CONSTRAINT "statcast_season_batting_player_id_season_pk" PRIMARY KEY("player_id","season")
);
--> statement-breakpoint
ALTER TABLE "statcast_season_batting" ADD CONSTRAINT "statcast_season_batting_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;