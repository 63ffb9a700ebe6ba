CREATE TABLE "player_news" (
	"news_id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"team_id" integer,
	"day" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"player_status" text
);
--> statement-breakpoint
ALTER TABLE "player_news" ADD CONSTRAINT "player_news_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_news" ADD CONSTRAINT "player_news_sport_id_sports_sport_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("sport_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_news" ADD CONSTRAINT "player_news_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_news_sport_created" ON "player_news" USING btree ("sport_id","created_at");--> statement-breakpoint
CREATE INDEX "player_news_player_created" ON "player_news" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "player_news_day" ON "player_news" USING btree ("day");