CREATE TABLE "search_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"jobs_version" integer DEFAULT 0 NOT NULL,
	"terms_version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "search_state" ("id") VALUES (1);--> statement-breakpoint
CREATE FUNCTION "bump_jobs_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "search_state" SET "jobs_version" = "jobs_version" + 1 WHERE "id" = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "bump_terms_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- "on conflict do nothing" inserts of known words add no row and leave the vocabulary as it is.
  IF EXISTS (SELECT 1 FROM "added_terms") THEN
    UPDATE "search_state" SET "terms_version" = "terms_version" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "jobs_bump_version" AFTER INSERT OR UPDATE OR DELETE ON "jobs" FOR EACH STATEMENT EXECUTE FUNCTION "bump_jobs_version"();--> statement-breakpoint
CREATE TRIGGER "jobs_truncate_bump_version" AFTER TRUNCATE ON "jobs" FOR EACH STATEMENT EXECUTE FUNCTION "bump_jobs_version"();--> statement-breakpoint
CREATE TRIGGER "search_terms_bump_version" AFTER INSERT ON "search_terms" REFERENCING NEW TABLE AS "added_terms" FOR EACH STATEMENT EXECUTE FUNCTION "bump_terms_version"();
