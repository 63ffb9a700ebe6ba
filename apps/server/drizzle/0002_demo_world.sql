CREATE TABLE "event_lines" (
	"event_id" integer NOT NULL,
	"minutes_before" integer NOT NULL,
	"home_spread" real NOT NULL,
	"spread_price" integer NOT NULL,
	"total" real NOT NULL,
	"over_price" integer NOT NULL,
	"under_price" integer NOT NULL,
	"home_moneyline" integer NOT NULL,
	"visitor_moneyline" integer NOT NULL,
	"home_spread_bet_pct" real NOT NULL,
	"home_spread_money_pct" real NOT NULL,
	"over_bet_pct" real NOT NULL,
	"over_money_pct" real NOT NULL,
	CONSTRAINT "event_lines_event_id_minutes_before_pk" PRIMARY KEY("event_id","minutes_before")
);
--> statement-breakpoint
CREATE TABLE "event_weather" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"temperature_f" integer NOT NULL,
	"wind_mph" integer NOT NULL,
	"precipitation_pct" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "injury_reports" (
	"player_id" integer NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"injury" text NOT NULL,
	CONSTRAINT "injury_reports_day_player_id_pk" PRIMARY KEY("day","player_id")
);
--> statement-breakpoint
CREATE TABLE "player_game_stats" (
	"event_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"stats" jsonb NOT NULL,
	"fantasy_points" jsonb NOT NULL,
	CONSTRAINT "player_game_stats_event_id_player_id_pk" PRIMARY KEY("event_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "world_days" (
	"day" date PRIMARY KEY NOT NULL,
	"is_final" boolean NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "home_score" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "visitor_score" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "week" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "round" text;--> statement-breakpoint
ALTER TABLE "slate_players" ADD COLUMN "projected_points" real;--> statement-breakpoint
ALTER TABLE "slate_players" ADD COLUMN "projected_floor" real;--> statement-breakpoint
ALTER TABLE "slate_players" ADD COLUMN "projected_ceiling" real;--> statement-breakpoint
ALTER TABLE "slate_players" ADD COLUMN "projected_ownership" real;--> statement-breakpoint
ALTER TABLE "slate_players" ADD COLUMN "injury_status" text;--> statement-breakpoint
ALTER TABLE "event_lines" ADD CONSTRAINT "event_lines_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_weather" ADD CONSTRAINT "event_weather_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "injury_reports" ADD CONSTRAINT "injury_reports_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_game_stats" ADD CONSTRAINT "player_game_stats_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_game_stats" ADD CONSTRAINT "player_game_stats_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_game_stats_player" ON "player_game_stats" USING btree ("player_id");