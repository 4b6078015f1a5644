ALTER TABLE "orders" ADD COLUMN "vat" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller_vat_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller_cr_number" text;--> statement-breakpoint
ALTER TABLE "seller_requests" ADD COLUMN "vat_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_requests" ADD COLUMN "cr_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cr_number" text;