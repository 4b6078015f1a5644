ALTER TABLE "invoices" DROP CONSTRAINT "invoices_order_id_unique";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_invoice_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refund_entry_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "amount" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credited_invoice_id_invoices_id_fk" FOREIGN KEY ("credited_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_document_unique" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" in ('tax', 'receipt');--> statement-breakpoint
CREATE INDEX "invoices_credited_idx" ON "invoices" USING btree ("credited_invoice_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_entry_id_unique" UNIQUE("refund_entry_id");