DROP INDEX "listings_title_trgm_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "title_normalized" text GENERATED ALWAYS AS (gs_normalize(title)) STORED;--> statement-breakpoint
CREATE INDEX "listings_title_trgm_idx" ON "listings" USING gin ("title_normalized" gin_trgm_ops);--> statement-breakpoint
-- Hand-written (ADR 044): the planner's price of pg_trgm's word similarity (`<%`), which costs tens of microseconds a
-- row, not the one comparison PostgreSQL assumes: it then tests it after the cheap conditions, and prefers the GIN
-- index over testing it on every row of a scan.
ALTER FUNCTION word_similarity_op(text, text) COST 100;
