-- Analytics are derived data: rows stored in the 0001 layout are dropped and made again by the next refresh.
DELETE FROM "contest_user_analytics";--> statement-breakpoint
DELETE FROM "contest_duplicate_lineups";--> statement-breakpoint
DELETE FROM "contest_player_analytics";--> statement-breakpoint
DELETE FROM "contest_analytics";--> statement-breakpoint
DROP INDEX "contest_user_analytics_rank";--> statement-breakpoint
DROP INDEX "contest_user_analytics_rosters";--> statement-breakpoint
DROP INDEX "contest_user_analytics_winning";--> statement-breakpoint
DROP INDEX "contest_user_analytics_roi";--> statement-breakpoint
ALTER TABLE "contest_user_analytics" ALTER COLUMN "lineups" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "contest_user_analytics" ALTER COLUMN "exposures" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "contest_analytics" ADD COLUMN "user_count" integer NOT NULL;--> statement-breakpoint
CREATE INDEX "contest_user_analytics_rank" ON "contest_user_analytics" USING btree ("contest_id","best_rank","user_name");--> statement-breakpoint
CREATE INDEX "contest_user_analytics_rosters" ON "contest_user_analytics" USING btree ("contest_id","total_rosters","user_name");--> statement-breakpoint
CREATE INDEX "contest_user_analytics_winning" ON "contest_user_analytics" USING btree ("contest_id","total_winning_cents","user_name");--> statement-breakpoint
CREATE INDEX "contest_user_analytics_roi" ON "contest_user_analytics" USING btree ("contest_id","roi","user_name");