ALTER TABLE "simlabs_jobs" ADD COLUMN "projection_set" jsonb;--> statement-breakpoint
ALTER TABLE "simlabs_jobs" ADD COLUMN "field_model" jsonb;