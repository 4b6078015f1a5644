CREATE TABLE "checkout_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"buyer_id" text NOT NULL,
	"status" text DEFAULT 'awaiting' NOT NULL,
	"method" text NOT NULL,
	"wallet_amount" integer NOT NULL,
	"method_amount" integer NOT NULL,
	"payment_id" text,
	"redirect_url" text,
	"lines" jsonb NOT NULL,
	"request_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_by_method" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_payments" ADD CONSTRAINT "checkout_payments_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_payments_buyer_idx" ON "checkout_payments" USING btree ("buyer_id","status");--> statement-breakpoint
CREATE INDEX "checkout_payments_open_idx" ON "checkout_payments" USING btree ("status","expires_at");