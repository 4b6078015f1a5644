ALTER TABLE "notifications" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
-- Notifications from before the mailer were shown in the app already: none of them is sent now.
UPDATE "notifications" SET "mailed_at" = "created_at";--> statement-breakpoint
CREATE INDEX "notifications_unmailed_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."mailed_at" is null;