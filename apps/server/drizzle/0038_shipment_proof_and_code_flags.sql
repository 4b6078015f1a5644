CREATE TABLE "seller_code_flags" (
	"seller_id" text PRIMARY KEY NOT NULL,
	"upheld_reports" integer NOT NULL,
	"flagged_at" timestamp with time zone,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipment_proof_id" text;--> statement-breakpoint
ALTER TABLE "seller_code_flags" ADD CONSTRAINT "seller_code_flags_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;