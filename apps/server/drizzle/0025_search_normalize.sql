-- Custom SQL migration file, put your code below! --
-- hand-written:
-- gs_normalize also folds Arabic-Indic and Persian digits to 0-9 and accented Latin letters to plain ones, as core
-- normalizeSearchText does, so that "سوني ٥" and "Pokémon" are found by "سوني 5" and "pokemon". Mapped characters
-- come first in the translate lists; tatweel and the marks after them have no counterpart and are dropped.
CREATE OR REPLACE FUNCTION gs_normalize(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT translate(lower(value),
    'أإآٱةى٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹àáâãäåèéêëìíîïòóôõöùúûüçñýÿـًٌٍَُِّْٰ',
    'ااااهي01234567890123456789aaaaaaeeeeiiiiooooouuuucnyy') $$;
--> statement-breakpoint
-- The stored search vector and the title trigram index were computed with the old function: recompute both.
UPDATE listings SET title = title;
--> statement-breakpoint
REINDEX INDEX listings_title_trgm_idx;
