-- Keyword search on Chinese text (docs/decisions/018-a-million-rows.md). pg_trgm finds no trigrams in Chinese here:
-- the embedded cluster is initialised with --no-locale, and in the C locale only ASCII letters and digits are word
-- characters, so show_trgm('刺梨产业') is empty and a trigram index cannot serve LIKE '%刺梨%'. Most Chinese keywords
-- are two characters long anyway, one short of a trigram. So we index every pair of adjacent characters (the way
-- pg_bigm does) in a GIN array index: a row can contain the keyword only if it holds each of the keyword's pairs, and
-- the ILIKE the query keeps removes the rest. A one-character keyword has no pair and is searched without the index.
-- plpgsql walking the characters once: a SQL version with substr() was four times slower (substr on multibyte text
-- counts from the start each time), and this runs for every row the index is built or updated for.
CREATE FUNCTION search_bigrams(value text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE COST 1000 AS $$
DECLARE
  previous text;
  character text;
  pairs text[] := '{}';
BEGIN
  FOREACH character IN ARRAY string_to_array(lower(value), NULL) LOOP
    IF previous IS NOT NULL THEN
      pairs := pairs || (previous || character);
    END IF;
    previous := character;
  END LOOP;
  RETURN pairs;
END
$$;
