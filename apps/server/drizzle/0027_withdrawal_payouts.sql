ALTER TABLE "withdrawals" ADD COLUMN "payout_iban" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_holder_name" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_bank_name" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "transfer_reference" text;