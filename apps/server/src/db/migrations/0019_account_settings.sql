-- E-mail preferences and the deleted-employer marker of the account settings (docs/decisions/0022-account-settings.md).
ALTER TABLE "users" ADD COLUMN "mail_application_status" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_job_alerts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;