-- Profile skills are one of a kind ignoring case and surrounding spaces (the rule of `skillKey`), as
-- a job's key skills are. Profiles saved before the rule held may name a skill twice ("React" and
-- "react"), and their next save of skills was refused: keep the first spelling of each, trimmed,
-- in the order the person gave, and have those applicants' match scores computed again.
WITH "firsts" AS (
	SELECT DISTINCT ON (u."id", lower(btrim(s."skill"))) u."id", btrim(s."skill") AS "skill", s."position"
	FROM "users" AS u, jsonb_array_elements_text(u."skills") WITH ORDINALITY AS s("skill", "position")
	WHERE jsonb_typeof(u."skills") = 'array' AND btrim(s."skill") <> ''
	ORDER BY u."id", lower(btrim(s."skill")), s."position"
), "deduplicated" AS (
	SELECT "id", jsonb_agg(to_jsonb("skill") ORDER BY "position") AS "skills" FROM "firsts" GROUP BY "id"
), "changed" AS (
	UPDATE "users" AS u SET "skills" = COALESCE(d."skills", '[]'::jsonb)
	FROM "users" AS before LEFT JOIN "deduplicated" AS d ON d."id" = before."id"
	WHERE u."id" = before."id" AND jsonb_typeof(before."skills") = 'array'
		AND before."skills" IS DISTINCT FROM COALESCE(d."skills", '[]'::jsonb)
	RETURNING u."id"
)
UPDATE "applications" SET "score_version" = NULL WHERE "applicant_id" IN (SELECT "id" FROM "changed");
