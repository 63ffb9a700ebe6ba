CREATE TABLE "contest_entries" (
	"contest_id" integer NOT NULL,
	"entry_id" bigint NOT NULL,
	"user_name" text NOT NULL,
	"rank" integer NOT NULL,
	"points" real NOT NULL,
	"roster_slots" text[] NOT NULL,
	"player_ids" integer[] NOT NULL,
	"payout_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "contest_entries_contest_id_entry_id_pk" PRIMARY KEY("contest_id","entry_id")
);
--> statement-breakpoint
CREATE TABLE "contest_group_events" (
	"contest_group_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	CONSTRAINT "contest_group_events_contest_group_id_event_id_pk" PRIMARY KEY("contest_group_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "contest_groups" (
	"contest_group_id" integer PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"draft_group_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"contest_suffix" text DEFAULT '' NOT NULL,
	"display_name" text NOT NULL,
	"display_name_short" text NOT NULL,
	"variant" text NOT NULL,
	"is_sim_labs" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_payouts" (
	"contest_id" integer NOT NULL,
	"place_from" integer NOT NULL,
	"place_to" integer NOT NULL,
	"payout_cents" integer NOT NULL,
	CONSTRAINT "contest_payouts_contest_id_place_from_pk" PRIMARY KEY("contest_id","place_from")
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"contest_id" integer PRIMARY KEY NOT NULL,
	"contest_group_id" integer NOT NULL,
	"title" text NOT NULL,
	"entry_cost_cents" integer NOT NULL,
	"contest_size" integer NOT NULL,
	"multi_entry_max" integer NOT NULL,
	"total_prizes_cents" integer NOT NULL,
	"is_double_up" boolean DEFAULT false NOT NULL,
	"is_guaranteed" boolean DEFAULT false NOT NULL,
	"is_fifty_fifty" boolean DEFAULT false NOT NULL,
	"uploaded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "events" (
	"event_id" serial PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"home_team_id" integer,
	"visitor_team_id" integer,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"home_projected_score" real,
	"visitor_projected_score" real,
	"world_key" text,
	CONSTRAINT "events_world_key_unique" UNIQUE("world_key")
);
--> statement-breakpoint
CREATE TABLE "players" (
	"player_id" serial PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"team_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"position" text NOT NULL,
	"headshot" text,
	"world_key" text,
	CONSTRAINT "players_world_key_unique" UNIQUE("world_key")
);
--> statement-breakpoint
CREATE TABLE "product_components" (
	"component_id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"owner" text NOT NULL,
	"logo" text NOT NULL,
	"url" text NOT NULL,
	"logo_background_color" text NOT NULL,
	"term" text NOT NULL,
	"sport_id" integer,
	"price_cents" integer NOT NULL,
	"hide_from_marketplace" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"product_family_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"term" text NOT NULL,
	"sport_id" integer,
	CONSTRAINT "products_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"session_id_hash" text PRIMARY KEY NOT NULL,
	"bearer_token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "slate_players" (
	"contest_group_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"site_player_id" text NOT NULL,
	"team_id" integer,
	"salary" integer NOT NULL,
	"positions" text[] NOT NULL,
	"roster_positions" text[] NOT NULL,
	"actual_points" real,
	CONSTRAINT "slate_players_contest_group_id_site_player_id_pk" PRIMARY KEY("contest_group_id","site_player_id")
);
--> statement-breakpoint
CREATE TABLE "sources" (
	"source_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"display_name" text NOT NULL,
	CONSTRAINT "sources_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"sport_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"is_main" boolean NOT NULL,
	CONSTRAINT "sports_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"subscription_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"component_id" integer NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"team_id" serial PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"abbreviation" text NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"colors" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"display_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_contest_id_contests_contest_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("contest_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_group_events" ADD CONSTRAINT "contest_group_events_contest_group_id_contest_groups_contest_group_id_fk" FOREIGN KEY ("contest_group_id") REFERENCES "public"."contest_groups"("contest_group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_group_events" ADD CONSTRAINT "contest_group_events_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_groups" ADD CONSTRAINT "contest_groups_sport_id_sports_sport_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("sport_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_groups" ADD CONSTRAINT "contest_groups_source_id_sources_source_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("source_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_payouts" ADD CONSTRAINT "contest_payouts_contest_id_contests_contest_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("contest_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_contest_group_id_contest_groups_contest_group_id_fk" FOREIGN KEY ("contest_group_id") REFERENCES "public"."contest_groups"("contest_group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_sport_id_sports_sport_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("sport_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_home_team_id_teams_team_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_visitor_team_id_teams_team_id_fk" FOREIGN KEY ("visitor_team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_sport_id_sports_sport_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("sport_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_components" ADD CONSTRAINT "product_components_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_components" ADD CONSTRAINT "product_components_sport_id_sports_sport_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("sport_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sport_id_sports_sport_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("sport_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slate_players" ADD CONSTRAINT "slate_players_contest_group_id_contest_groups_contest_group_id_fk" FOREIGN KEY ("contest_group_id") REFERENCES "public"."contest_groups"("contest_group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slate_players" ADD CONSTRAINT "slate_players_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slate_players" ADD CONSTRAINT "slate_players_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_component_id_product_components_component_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."product_components"("component_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_sport_id_sports_sport_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("sport_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contest_entries_user" ON "contest_entries" USING btree ("contest_id","user_name");--> statement-breakpoint
CREATE INDEX "contest_groups_sport_start" ON "contest_groups" USING btree ("sport_id","starts_at");--> statement-breakpoint
CREATE INDEX "contests_contest_group" ON "contests" USING btree ("contest_group_id");--> statement-breakpoint
CREATE INDEX "events_sport_start" ON "events" USING btree ("sport_id","starts_at");--> statement-breakpoint
CREATE INDEX "players_team" ON "players" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "players_sport" ON "players" USING btree ("sport_id");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "slate_players_player" ON "slate_players" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_user_component" ON "subscriptions" USING btree ("user_id","component_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_sport_abbreviation" ON "teams" USING btree ("sport_id","abbreviation");