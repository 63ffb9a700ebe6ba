CREATE TABLE "projection_blend_parts" (
	"set_id" integer NOT NULL,
	"part_key" text NOT NULL,
	"part_name" text NOT NULL,
	"weight" real NOT NULL,
	"own_weight" real NOT NULL,
	"ceiling_weight" real NOT NULL,
	"floor_weight" real NOT NULL,
	CONSTRAINT "projection_blend_parts_set_id_part_key_pk" PRIMARY KEY("set_id","part_key")
);
--> statement-breakpoint
CREATE TABLE "projection_choices" (
	"user_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"date" text NOT NULL,
	"set_id" integer NOT NULL,
	CONSTRAINT "projection_choices_user_id_sport_id_source_id_date_pk" PRIMARY KEY("user_id","sport_id","source_id","date")
);
--> statement-breakpoint
CREATE TABLE "projection_rows" (
	"set_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"points" real NOT NULL,
	"ceiling" real,
	"floor" real,
	"ownership" real,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "projection_rows_set_id_player_id_pk" PRIMARY KEY("set_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "projection_scenario_players" (
	"set_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"base_points" real,
	"points" real NOT NULL,
	CONSTRAINT "projection_scenario_players_set_id_player_id_pk" PRIMARY KEY("set_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "projection_sets" (
	"set_id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"user_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"date" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"use_default_players" boolean DEFAULT false NOT NULL,
	"stats" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "projection_sets_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "projection_blend_parts" ADD CONSTRAINT "projection_blend_parts_set_id_projection_sets_set_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."projection_sets"("set_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projection_choices" ADD CONSTRAINT "projection_choices_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projection_choices" ADD CONSTRAINT "projection_choices_set_id_projection_sets_set_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."projection_sets"("set_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projection_rows" ADD CONSTRAINT "projection_rows_set_id_projection_sets_set_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."projection_sets"("set_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projection_rows" ADD CONSTRAINT "projection_rows_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projection_scenario_players" ADD CONSTRAINT "projection_scenario_players_set_id_projection_sets_set_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."projection_sets"("set_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projection_scenario_players" ADD CONSTRAINT "projection_scenario_players_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projection_sets" ADD CONSTRAINT "projection_sets_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projection_sets_scope" ON "projection_sets" USING btree ("sport_id","source_id","date");--> statement-breakpoint
CREATE INDEX "projection_sets_user" ON "projection_sets" USING btree ("user_id");