CREATE TABLE "zatca_onboarding" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'not_started' NOT NULL,
	"egs_serial" text,
	"csr" text,
	"private_key_sealed" text,
	"compliance_certificate" text,
	"compliance_secret_sealed" text,
	"compliance_request_id" text,
	"checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"production_certificate" text,
	"production_secret_sealed" text,
	"certificate_expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
