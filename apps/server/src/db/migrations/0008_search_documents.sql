ALTER TABLE "jobs" ADD COLUMN "doc_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "doc_skills" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "doc_meta" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "doc_body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "work_mode" text DEFAULT 'onsite' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Until the server writes the real documents (search_version 0 marks the jobs it will do), the raw
-- text, lower-cased, keeps existing jobs findable.
UPDATE "jobs" SET
  "doc_title" = lower("title"),
  "doc_skills" = lower("key_skills"::text),
  "doc_meta" = lower("company_name" || ' ' || "category" || ' ' || "industry" || ' ' || "department"),
  "doc_body" = lower("description" || ' ' || "requirements" || ' ' || "location"),
  "work_mode" = CASE
    WHEN "type" = 'Remote' OR lower("location") LIKE '%remote%' THEN 'remote'
    WHEN lower("location") LIKE '%hybrid%' THEN 'hybrid'
    ELSE 'onsite' END;--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', doc_title), 'A') || setweight(to_tsvector('simple', doc_skills), 'B') || setweight(to_tsvector('simple', doc_meta), 'C') || setweight(to_tsvector('simple', doc_body), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search");--> statement-breakpoint
CREATE INDEX "jobs_search_version_idx" ON "jobs" USING btree ("search_version");
