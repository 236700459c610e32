-- The public company page's fields: website, size and locations (docs/decisions/0021-company-pages.md).
ALTER TABLE "users" ADD COLUMN "company_website" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_size" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_locations" jsonb DEFAULT '[]'::jsonb NOT NULL;