CREATE TABLE "cr_checks" (
	"seller_request_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"result" jsonb NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"national_id_hash" text NOT NULL,
	"id_last_digits" text NOT NULL,
	"pending_national_id" text,
	"transaction_id" text NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"verified_name" text,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cr_checks" ADD CONSTRAINT "cr_checks_seller_request_id_seller_requests_id_fk" FOREIGN KEY ("seller_request_id") REFERENCES "public"."seller_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_verifications_user_idx" ON "identity_verifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_verifications_one_account_per_id" ON "identity_verifications" USING btree ("national_id_hash") WHERE "identity_verifications"."status" = 'approved';