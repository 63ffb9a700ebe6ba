ALTER TABLE "event_lines" ALTER COLUMN "home_spread" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "event_lines" ALTER COLUMN "spread_price" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "event_lines" ALTER COLUMN "total" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "event_lines" ALTER COLUMN "over_price" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "event_lines" ALTER COLUMN "under_price" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "event_lines" ALTER COLUMN "home_moneyline" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "event_lines" ALTER COLUMN "visitor_moneyline" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "event_lines" ALTER COLUMN "home_spread_bet_pct" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "event_lines" ALTER COLUMN "home_spread_money_pct" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "event_lines" ALTER COLUMN "over_bet_pct" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "event_lines" ALTER COLUMN "over_money_pct" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "event_weather" ADD COLUMN "wind_direction" text;