-- Security review 2026-12. DL1: one unread notification per application and kind, counting its events
-- (docs/decisions/0024-notifications.md). DL6: queued jobs have a priority, so mail someone waits for
-- goes before bulk mail (docs/decisions/0015-durable-background-work.md).
ALTER TABLE "notifications" ADD COLUMN "count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Unread ones written before: the newest of each application and kind stays, counting the others.
WITH "ranked" AS (
	SELECT "id",
		row_number() OVER (PARTITION BY "user_id", "application_id", "kind" ORDER BY "created_at" DESC, "id" DESC) AS "rank",
		count(*) OVER (PARTITION BY "user_id", "application_id", "kind") AS "events"
	FROM "notifications" WHERE "read_at" IS NULL
), "kept" AS (
	UPDATE "notifications" SET "count" = "ranked"."events"
	FROM "ranked" WHERE "notifications"."id" = "ranked"."id" AND "ranked"."rank" = 1 AND "ranked"."events" > 1
)
DELETE FROM "notifications" USING "ranked" WHERE "notifications"."id" = "ranked"."id" AND "ranked"."rank" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_unread_once_idx" ON "notifications" USING btree ("user_id","application_id","kind") WHERE read_at is null;--> statement-breakpoint
DROP INDEX "notifications_user_unread_idx";--> statement-breakpoint
ALTER TABLE "background_jobs" ADD COLUMN "priority" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
DROP INDEX "background_jobs_due_idx";--> statement-breakpoint
CREATE INDEX "background_jobs_due_idx" ON "background_jobs" USING btree ("priority" DESC NULLS LAST,"run_at") WHERE status = 'pending';
