-- Days finished before ends_at was kept end at the next local midnight in the user's zone.
UPDATE "day_completions" AS d
SET "ends_at" = ((d."date" + 1)::timestamp AT TIME ZONE u."time_zone")
FROM "users" AS u
WHERE u."id" = d."user_id" AND d."ends_at" IS NULL;
