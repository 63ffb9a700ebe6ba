CREATE TABLE "event_odds" (
	"event_id" integer NOT NULL,
	"market" text NOT NULL,
	"selection" text NOT NULL,
	"player_id" integer,
	"line" real,
	"open_price" integer,
	"close_price" integer NOT NULL,
	CONSTRAINT "event_odds_event_id_market_selection_pk" PRIMARY KEY("event_id","market","selection")
);
--> statement-breakpoint
ALTER TABLE "event_odds" ADD CONSTRAINT "event_odds_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_odds" ADD CONSTRAINT "event_odds_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;