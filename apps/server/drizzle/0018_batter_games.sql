CREATE TABLE "mlb_batter_games" (
	"event_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"batter_id" integer NOT NULL,
	"pitcher_throws" text NOT NULL,
	"pa" integer NOT NULL,
	"at_bats" integer NOT NULL,
	"hits" integer NOT NULL,
	"total_bases" integer NOT NULL,
	"woba" double precision NOT NULL,
	"xwoba" double precision NOT NULL,
	"strikeouts" integer NOT NULL,
	"walks" integer NOT NULL,
	"batted_balls" integer NOT NULL,
	"barrels" integer NOT NULL,
	"hard_hits" integer NOT NULL,
	"fly_balls" integer NOT NULL,
	"pulled" integer NOT NULL,
	"speed_sum" double precision NOT NULL,
	"angle_sum" double precision NOT NULL,
	CONSTRAINT "mlb_batter_games_event_id_batter_id_pitcher_throws_pk" PRIMARY KEY("event_id","batter_id","pitcher_throws")
);
--> statement-breakpoint
ALTER TABLE "mlb_batter_games" ADD CONSTRAINT "mlb_batter_games_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mlb_batter_games" ADD CONSTRAINT "mlb_batter_games_batter_id_players_player_id_fk" FOREIGN KEY ("batter_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mlb_batter_games_starts_at" ON "mlb_batter_games" USING btree ("starts_at");