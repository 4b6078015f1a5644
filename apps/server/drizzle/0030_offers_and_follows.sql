CREATE TABLE "seller_follows" (
	"follower_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_follows_follower_id_seller_id_pk" PRIMARY KEY("follower_id","seller_id")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" text PRIMARY KEY NOT NULL,
	"listing_id" text NOT NULL,
	"buyer_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"conversation_id" text NOT NULL,
	"price_halalas" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reserved_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "offer_id" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "offer_price_halalas" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "reserved_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "offer_id" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "offer_action" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "offer_price_halalas" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "accepts_offers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "min_offer_halalas" integer;--> statement-breakpoint
ALTER TABLE "seller_follows" ADD CONSTRAINT "seller_follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_follows" ADD CONSTRAINT "seller_follows_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_follows_seller_idx" ON "seller_follows" USING btree ("seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_live_per_buyer" ON "offers" USING btree ("listing_id","buyer_id") WHERE "offers"."status" in ('pending', 'countered', 'accepted');--> statement-breakpoint
CREATE INDEX "offers_due_idx" ON "offers" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "offers_seller_idx" ON "offers" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_buyer_idx" ON "offers" USING btree ("buyer_id","created_at");