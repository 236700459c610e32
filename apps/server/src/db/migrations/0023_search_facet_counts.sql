-- Issue 28: the facet counts of a search (services/jobs/search-jobs.ts cellsOf) read this index alone
-- on PostgreSQL, once autovacuum has marked the pages all-visible, instead of every open job's row
-- (EXPLAIN (ANALYZE, BUFFERS) at 100,000 jobs, every open job counted: 287 ms cold, about 40 ms warm
-- as a sequential scan; 18 ms as an index-only scan). It holds every column the filters other than
-- the keywords read. Not in schema.ts: drizzle's index builder has no INCLUDE (docs/decisions/0025-first-time-searches.md).
CREATE INDEX "jobs_open_facets_idx" ON "jobs" USING btree ("type","category") INCLUDE ("location","work_mode","salary_min","salary_max","experience_min","experience_max","created_at") WHERE is_closed = false and deleted_at is null;
