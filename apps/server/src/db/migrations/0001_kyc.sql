ALTER TABLE "users" ADD COLUMN "kyc_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kyc_pan_masked" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kyc_name_match_ratio" real;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kyc_data" jsonb;