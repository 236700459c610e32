-- Issue 28 (docs/decisions/0031-title-matches-ranked-first.md). The title's lexemes of the search
-- vector, kept by the database from it, with their own index of open jobs: a relevance page ranks
-- the jobs whose title has every word first, read from this index, and the other matches only when
-- those do not fill it ('Sales Executive' at 100,000 jobs: 14,655 matches ranked, 98 ms; its 2,410
-- title matches, 9.7 ms).
ALTER TABLE "jobs" ADD COLUMN "search_title" "tsvector" GENERATED ALWAYS AS (ts_filter(search, '{a}')) STORED;--> statement-breakpoint
CREATE INDEX "jobs_search_title_idx" ON "jobs" USING gin ("search_title") WHERE is_closed = false and deleted_at is null;