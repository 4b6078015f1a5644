CREATE TABLE "seller_activity" (
	"id" text PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"amount_halalas" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seller_activity" ADD CONSTRAINT "seller_activity_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_activity_seller_idx" ON "seller_activity" USING btree ("seller_id","created_at");