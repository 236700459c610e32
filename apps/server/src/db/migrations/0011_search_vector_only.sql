-- The search vector keeps its values and is written by the server from now on (searchColumns);
-- the documents it was generated from are not kept, so that rows stay narrow.
ALTER TABLE "jobs" ALTER COLUMN "search" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "search" SET DEFAULT ''::tsvector;--> statement-breakpoint
UPDATE "jobs" SET "search" = ''::tsvector WHERE "search" IS NULL;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "search" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "doc_title";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "doc_skills";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "doc_meta";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "doc_body";
