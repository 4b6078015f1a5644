CREATE TABLE "seller_reputation" (
	"seller_id" text PRIMARY KEY NOT NULL,
	"level" text DEFAULT 'new' NOT NULL,
	"completed_sales" integer NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"reviews" integer NOT NULL,
	"response_minutes" integer,
	"on_time_percent" integer,
	"dispute_percent" integer,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seller_reputation" ADD CONSTRAINT "seller_reputation_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;