-- A pattern's explanation becomes facts (domain/patterns/explanation.ts), worded at the edge in
-- the reader's language. Stored English sentences the engine wrote are read back into their facts
-- when their words give them exactly; any other text is kept as logged and shown unchanged.
CREATE FUNCTION pg_temp.pattern_explanation_facts(sentence text) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE AS $fn$
DECLARE
  m text[];
  head text;
  kind text;
  rest text;
  item text;
  together text := 'mostly';
  drunk boolean := false;
  foods text[];
  members text[] := ARRAY[]::text[];
  list text;
  parts text[];
BEGIN
  m := regexp_match(sentence,
    '^(Pain \(Ouchy\)|Mild discomfort \(Okay\)|Loose stool \(Runny Tummy or Super Runny\)|Hard stool \(Tough to Go\)|Tummy trouble \(counts Okay and Ouchy taps, runny and hard stools\)|Ouchy|Uncomfortable|Runny tummy|Tough to go|Tummy trouble) (0|[1-9][0-9]{0,8}) of (0|[1-9][0-9]{0,8}) times within ((?:0|[1-9][0-9]{0,3})(?:\.[1-9])?) to ((?:0|[1-9][0-9]{0,3})(?:\.[1-9])?) hours after (.+), against (0|[1-9][0-9]{0,8}) of (0|[1-9][0-9]{0,8}) times after other meals$');
  IF m IS NULL THEN
    RETURN NULL;
  END IF;
  head := m[1];
  kind := CASE head
    WHEN 'Pain (Ouchy)' THEN 'ouchy'
    WHEN 'Ouchy' THEN 'ouchy'
    WHEN 'Mild discomfort (Okay)' THEN 'uncomfortable'
    WHEN 'Uncomfortable' THEN 'uncomfortable'
    WHEN 'Loose stool (Runny Tummy or Super Runny)' THEN 'runny'
    WHEN 'Runny tummy' THEN 'runny'
    WHEN 'Hard stool (Tough to Go)' THEN 'tough'
    WHEN 'Tough to go' THEN 'tough'
    ELSE 'any'
  END;
  rest := m[6];
  parts := regexp_match(rest, '^(.+) \((mostly|often) eaten together\)$');
  IF parts IS NOT NULL THEN
    foods := string_to_array(parts[1], ' or ');
    together := parts[2];
    IF array_length(foods, 1) < 2 OR '' = ANY (foods) THEN
      RETURN NULL;
    END IF;
  ELSE
    item := rest;
    IF item LIKE 'drinking %' THEN
      drunk := true;
      item := substr(item, 10);
    END IF;
    parts := regexp_match(item,
      '^(dairy|lactose|milk protein|wheat|egg|soy|peanut|tree nuts|fish and shellfish|sesame|fructose|polyols|fructans|GOS|fatty food|spicy food|caffeine|sweeteners) \((.+)\)$');
    IF parts IS NOT NULL THEN
      item := parts[1];
      list := parts[2];
      parts := regexp_match(list, '^(.*) and (.*)$');
      IF parts IS NULL THEN
        members := ARRAY[list];
      ELSE
        members := string_to_array(parts[1], ', ') || parts[2];
      END IF;
      IF array_length(members, 1) > 4 OR '' = ANY (members) THEN
        RETURN NULL;
      END IF;
    END IF;
    IF item = '' THEN
      RETURN NULL;
    END IF;
    foods := ARRAY[item];
  END IF;
  RETURN jsonb_build_object(
    'type', 'finding',
    'foods', to_jsonb(foods),
    'together', together,
    'kind', kind,
    'windowHours', jsonb_build_object('from', m[4]::numeric, 'to', m[5]::numeric),
    'exposures', m[3]::numeric,
    'occurrences', m[2]::numeric,
    'baselineMeals', m[8]::numeric,
    'baselineReactions', m[7]::numeric,
    'members', to_jsonb(members),
    'drunk', drunk
  );
END
$fn$;
--> statement-breakpoint
UPDATE "patterns" SET "evidence" = CASE
  WHEN "evidence"->>'explanation' = '' THEN "evidence" - 'explanation'
  ELSE jsonb_set("evidence", '{explanation}', COALESCE(
    pg_temp.pattern_explanation_facts("evidence"->>'explanation'),
    jsonb_build_object('type', 'asLogged', 'text', "evidence"->>'explanation')
  ))
END
WHERE jsonb_typeof("evidence"->'explanation') = 'string';
--> statement-breakpoint
DROP FUNCTION pg_temp.pattern_explanation_facts(text);
