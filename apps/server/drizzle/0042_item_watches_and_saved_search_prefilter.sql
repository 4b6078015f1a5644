CREATE TABLE "item_watch_offers" (
	"watch_id" text NOT NULL,
	"listing_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_watch_offers_watch_id_listing_id_pk" PRIMARY KEY("watch_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "item_watches" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"catalogue_item_id" text NOT NULL,
	"offer_group" text,
	"city" text,
	"lowest_seen_halalas" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "prefilter_key" text GENERATED ALWAYS AS (case when nullif(trim(filters->>'platform'), '') is not null then 'p:' || lower(trim(filters->>'platform'))
        when nullif(trim(filters->>'category'), '') is not null then 'c:' || lower(trim(filters->>'category')) end) STORED;--> statement-breakpoint
ALTER TABLE "item_watch_offers" ADD CONSTRAINT "item_watch_offers_watch_id_item_watches_id_fk" FOREIGN KEY ("watch_id") REFERENCES "public"."item_watches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_watch_offers" ADD CONSTRAINT "item_watch_offers_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_watches" ADD CONSTRAINT "item_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_watches" ADD CONSTRAINT "item_watches_catalogue_item_id_catalogue_items_id_fk" FOREIGN KEY ("catalogue_item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_watch_offers_listing_idx" ON "item_watch_offers" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "item_watches_user_item_idx" ON "item_watches" USING btree ("user_id","catalogue_item_id");--> statement-breakpoint
CREATE INDEX "item_watches_item_idx" ON "item_watches" USING btree ("catalogue_item_id");--> statement-breakpoint
CREATE INDEX "saved_searches_prefilter_idx" ON "saved_searches" USING btree ("prefilter_key");