-- Cases keep facts, not sentences (ADR 073): the English stored in cases.plan (reasons) and
-- cases.verdict (evidence, next steps, day notes, tummy trouble) becomes facts where it reads
-- as one for sure, and stays as logged text (shown unchanged) where it does not.
CREATE FUNCTION pg_temp.as_logged(t text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('code', 'asLogged', 'text', t)
$$;
--> statement-breakpoint
CREATE FUNCTION pg_temp.note_fact(t text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE t
    WHEN 'Rest day: not counted.' THEN '{"code":"rest"}'::jsonb
    WHEN 'Marked ill: not counted.' THEN '{"code":"ill"}'::jsonb
    WHEN 'Nothing was logged this day: not counted.' THEN '{"code":"nothingLogged"}'::jsonb
    WHEN 'No tummy check after the time that matters: not counted.' THEN '{"code":"noCheck"}'::jsonb
    WHEN 'Not in the diary and not marked: not counted.' THEN '{"code":"unknown"}'::jsonb
    ELSE pg_temp.as_logged(t)
  END
$$;
--> statement-breakpoint
-- "pain (Ouchy) at 10:15", "pain (Ouchy) in the night (told at 07:30)"; the older heads
-- ("ouchy at 10:15") only with "at", the one form the vocabulary rewrote them in.
CREATE FUNCTION pg_temp.trouble_fact(t text) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  m text[];
  kind text;
  night boolean;
BEGIN
  m := regexp_match(t, '^(.+) (?:at ([0-9]{2}:[0-9]{2})|in the night \(told at ([0-9]{2}:[0-9]{2})\))$');
  IF m IS NULL THEN RETURN pg_temp.as_logged(t); END IF;
  night := m[3] IS NOT NULL;
  kind := CASE m[1]
    WHEN 'pain (Ouchy)' THEN 'ouchy'
    WHEN 'mild discomfort (Okay)' THEN 'uncomfortable'
    WHEN 'loose stool (Runny Tummy or Super Runny)' THEN 'runny'
    WHEN 'hard stool (Tough to Go)' THEN 'tough'
    WHEN 'tummy trouble (counts Okay and Ouchy taps, runny and hard stools)' THEN 'any'
    ELSE NULL
  END;
  IF kind IS NULL AND NOT night THEN
    kind := CASE m[1]
      WHEN 'ouchy' THEN 'ouchy'
      WHEN 'uncomfortable' THEN 'uncomfortable'
      WHEN 'runny tummy' THEN 'runny'
      WHEN 'tough to go' THEN 'tough'
      ELSE NULL
    END;
  END IF;
  IF kind IS NULL THEN RETURN pg_temp.as_logged(t); END IF;
  RETURN jsonb_build_object('code', 'trouble', 'kind', kind, 'time', coalesce(m[2], m[3]), 'night', night);
END
$$;
--> statement-breakpoint
-- The next steps of an outcome, when they read exactly as written for the case's suspect.
CREATE FUNCTION pg_temp.next_fact(t text, food text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE t
    WHEN 'Share this verdict with your child''s doctor or dietitian before changing what your child eats. They can say whether to leave out ' || food || ', how, and for how long.'
      THEN jsonb_build_object('code', 'trigger', 'food', food)
    WHEN upper(left(food, 1)) || substr(food, 2) || ' is probably not behind the tummy trouble. Keep logging as usual: the detective keeps looking for other clues.'
      THEN jsonb_build_object('code', 'not-trigger', 'food', food)
    WHEN 'These days could not settle it. With your doctor or dietitian, you can extend the case by 7 more days (up to 28 days in all), or open a new case for ' || food || ' later.'
      THEN jsonb_build_object('code', 'not-enough', 'food', food)
    ELSE pg_temp.as_logged(t)
  END
$$;
--> statement-breakpoint
-- A plan reason, when it reads exactly as written for the plan's suspect.
CREATE FUNCTION pg_temp.reason_fact(t text, food text) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  head text := 'No rest day is needed: a reaction to ' || food || ' is expected ';
  m text[];
BEGIN
  IF t = 'The days come in a random order, in small balanced blocks: never more than 2 of a kind in a row, so a busy week or a cold does not fall on one kind only.' THEN
    RETURN '{"code":"order","maxRun":2}'::jsonb;
  END IF;
  IF starts_with(t, head) THEN
    m := regexp_match(substr(t, length(head) + 1), '^([0-9]+) to ([0-9]+) hours after eating, before the next morning\.$');
    IF m IS NOT NULL THEN
      RETURN jsonb_build_object('code', 'noRest', 'from', m[1]::int, 'to', m[2]::int);
    END IF;
  END IF;
  RETURN pg_temp.as_logged(t);
END
$$;
--> statement-breakpoint
CREATE FUNCTION pg_temp.text_or(v jsonb, fact jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(v) = 'string' THEN fact ELSE v END
$$;
--> statement-breakpoint
UPDATE "cases" SET "plan" = jsonb_set("plan", '{reasons}', (
  SELECT coalesce(jsonb_agg(pg_temp.text_or(r, pg_temp.reason_fact(r #>> '{}', "plan" ->> 'suspect')) ORDER BY i), '[]'::jsonb)
  FROM jsonb_array_elements("plan" -> 'reasons') WITH ORDINALITY AS x(r, i)
))
WHERE jsonb_typeof("plan" -> 'reasons') = 'array';
--> statement-breakpoint
UPDATE "cases" SET "verdict" = "verdict"
  || jsonb_build_object(
    'evidence', pg_temp.text_or("verdict" -> 'evidence', pg_temp.as_logged("verdict" ->> 'evidence')),
    'nextSteps', pg_temp.text_or("verdict" -> 'nextSteps', pg_temp.next_fact("verdict" ->> 'nextSteps', "suspect")),
    'foods', (
      SELECT coalesce(jsonb_agg(f || jsonb_build_object('evidence', pg_temp.text_or(f -> 'evidence', pg_temp.as_logged(f ->> 'evidence'))) ORDER BY i), '[]'::jsonb)
      FROM jsonb_array_elements("verdict" -> 'foods') WITH ORDINALITY AS x(f, i)
    ),
    'days', (
      SELECT coalesce(jsonb_agg(d || jsonb_build_object(
        'note', pg_temp.text_or(d -> 'note', pg_temp.note_fact(d ->> 'note')),
        'trouble', (
          SELECT coalesce(jsonb_agg(pg_temp.text_or(tr, pg_temp.trouble_fact(tr #>> '{}')) ORDER BY j), '[]'::jsonb)
          FROM jsonb_array_elements(d -> 'trouble') WITH ORDINALITY AS y(tr, j)
        )
      ) ORDER BY i), '[]'::jsonb)
      FROM jsonb_array_elements("verdict" -> 'days') WITH ORDINALITY AS x(d, i)
    )
  )
WHERE "verdict" IS NOT NULL AND jsonb_typeof("verdict") = 'object';
--> statement-breakpoint
DROP FUNCTION pg_temp.text_or(jsonb, jsonb), pg_temp.reason_fact(text, text), pg_temp.next_fact(text, text), pg_temp.trouble_fact(text), pg_temp.note_fact(text), pg_temp.as_logged(text);
