CREATE TABLE "catalogue_items" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"name_ar" text NOT NULL,
	"search_terms" text[] DEFAULT '{}' NOT NULL,
	"platform_id" text,
	"category_id" text,
	"edition" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"release_year" integer,
	"publisher" text DEFAULT '' NOT NULL,
	"age_rating" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"variant" text DEFAULT '' NOT NULL,
	"colour" text DEFAULT '' NOT NULL,
	"store" text DEFAULT '' NOT NULL,
	"value" integer,
	"art" text DEFAULT '' NOT NULL,
	"art_thumb" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "catalogue_item_id" text;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD CONSTRAINT "catalogue_items_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD CONSTRAINT "catalogue_items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_catalogue_item_id_catalogue_items_id_fk" FOREIGN KEY ("catalogue_item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_catalogue_item_idx" ON "listings" USING btree ("catalogue_item_id","status");