CREATE TABLE "import_runs" (
	"import_run_id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"via" text NOT NULL,
	"file_name" text,
	"user_id" integer,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"succeeded" boolean NOT NULL,
	"summary" jsonb,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_runs_started" ON "import_runs" USING btree ("started_at");