ALTER TABLE "users" ADD COLUMN "resume_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "resume_text" text DEFAULT '' NOT NULL;