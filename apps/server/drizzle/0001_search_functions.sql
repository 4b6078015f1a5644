-- Search works on a normalised form of the text: lower case, and Arabic letters folded so that the common
-- spelling variants match (alef forms, teh marbuta, alef maksura) with diacritics and tatweel removed.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION gs_normalize(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT translate(lower(value), 'أإآٱةىـًٌٍَُِّْٰ', 'ااااهي') $$;
