CREATE TABLE "shipment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"event" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "protection_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_order_event_idx" ON "shipment_events" USING btree ("order_id","event");--> statement-breakpoint
CREATE INDEX "orders_tracking_idx" ON "orders" USING btree ("carrier","tracking_number");--> statement-breakpoint
CREATE INDEX "orders_release_idx" ON "orders" USING btree ("status","protection_starts_at");--> statement-breakpoint
-- hand-written:
-- Orders handed over before parcels were tracked keep their release clock from the hand-over (ADR 021).
UPDATE "orders" SET "protection_starts_at" = "shipped_at" WHERE "shipped_at" IS NOT NULL AND "protection_starts_at" IS NULL;
