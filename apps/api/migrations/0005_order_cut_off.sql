ALTER TABLE "accounts" ADD COLUMN "cut_off_weekday" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "cut_off_time" text DEFAULT '16:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "time_zone" text DEFAULT 'Europe/Dublin' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_cut_off_weekday" CHECK ("accounts"."cut_off_weekday" between 1 and 7);--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_cut_off_time" CHECK ("accounts"."cut_off_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');