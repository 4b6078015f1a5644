CREATE TABLE "code_reveals" (
	"id" text PRIMARY KEY NOT NULL,
	"code_id" text NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text NOT NULL,
	"ip" text NOT NULL,
	"revealed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "digital_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"listing_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"sealed" text NOT NULL,
	"key_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"tail" text NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"order_id" text,
	"reserved_at" timestamp with time zone,
	"sold_at" timestamp with time zone,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"code_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decision_note" text,
	"seller_deadline" timestamp with time zone NOT NULL,
	"replacement_code_id" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "delivery_hours" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'physical' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "protection_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deliver_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "code_reveals" ADD CONSTRAINT "code_reveals_code_id_digital_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."digital_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_reveals" ADD CONSTRAINT "code_reveals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_codes" ADD CONSTRAINT "digital_codes_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_codes" ADD CONSTRAINT "digital_codes_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_reports" ADD CONSTRAINT "code_reports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_reports" ADD CONSTRAINT "code_reports_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_reports" ADD CONSTRAINT "code_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "code_reveals_order_idx" ON "code_reveals" USING btree ("order_id","revealed_at");--> statement-breakpoint
CREATE INDEX "digital_codes_pick_idx" ON "digital_codes" USING btree ("listing_id","status","created_at");--> statement-breakpoint
CREATE INDEX "digital_codes_order_idx" ON "digital_codes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "digital_codes_hash_idx" ON "digital_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "digital_codes_listing_hash_idx" ON "digital_codes" USING btree ("listing_id","code_hash") WHERE "digital_codes"."status" <> 'withdrawn';--> statement-breakpoint
CREATE UNIQUE INDEX "code_reports_one_open_idx" ON "code_reports" USING btree ("order_id") WHERE "code_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "code_reports_open_idx" ON "code_reports" USING btree ("status","seller_deadline");--> statement-breakpoint
CREATE INDEX "code_reports_seller_idx" ON "code_reports" USING btree ("seller_id","status");--> statement-breakpoint
-- hand-written:
-- The spec's `digital` listings were delivered by the seller by hand: they are digital services now (ADR 020).
UPDATE "listings" SET "type" = 'digital_service' WHERE "type" = 'digital';
