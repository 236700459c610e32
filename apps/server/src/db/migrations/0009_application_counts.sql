CREATE TABLE "application_counts" (
	"job_id" uuid NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "application_counts_job_id_status_pk" PRIMARY KEY("job_id","status")
);
--> statement-breakpoint
CREATE INDEX "applications_job_score_version_idx" ON "applications" USING btree ("job_id","score_version");--> statement-breakpoint
-- Every change adds to or takes from the (job, status) rows in key order, so two transactions
-- that touch the same rows take their locks in the same order and cannot deadlock.
CREATE FUNCTION "count_inserted_applications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "application_counts" ("job_id", "status", "n")
    SELECT "job_id", "status", count(*) FROM "new_rows" GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("job_id", "status") DO UPDATE SET "n" = "application_counts"."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "count_deleted_applications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "application_counts" ("job_id", "status", "n")
    SELECT "job_id", "status", -count(*) FROM "old_rows" GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("job_id", "status") DO UPDATE SET "n" = "application_counts"."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "count_moved_application"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "application_counts" ("job_id", "status", "n")
    SELECT "job_id", "status", sum("d")::integer
    FROM (VALUES (OLD."job_id", OLD."status", -1), (NEW."job_id", NEW."status", 1)) AS "c" ("job_id", "status", "d")
    GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("job_id", "status") DO UPDATE SET "n" = "application_counts"."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "clear_application_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "application_counts";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "applications_count_insert" AFTER INSERT ON "applications" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_inserted_applications"();--> statement-breakpoint
CREATE TRIGGER "applications_count_delete" AFTER DELETE ON "applications" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_deleted_applications"();--> statement-breakpoint
-- Row by row, and only when the status or the job changes: score updates do not pay for it.
CREATE TRIGGER "applications_count_update" AFTER UPDATE OF "status", "job_id" ON "applications" FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."job_id" IS DISTINCT FROM NEW."job_id") EXECUTE FUNCTION "count_moved_application"();--> statement-breakpoint
CREATE TRIGGER "applications_count_truncate" AFTER TRUNCATE ON "applications" FOR EACH STATEMENT EXECUTE FUNCTION "clear_application_counts"();--> statement-breakpoint
INSERT INTO "application_counts" ("job_id", "status", "n")
  SELECT "job_id", "status", count(*) FROM "applications" GROUP BY 1, 2;
