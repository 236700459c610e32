CREATE TABLE "uploaded_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bound_at" timestamp with time zone,
	CONSTRAINT "uploaded_images_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "verification_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kyc_pan_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kyc_pan_hash_completed" text;--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD CONSTRAINT "uploaded_images_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploaded_images_owner_idx" ON "uploaded_images" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "uploaded_images_unbound_idx" ON "uploaded_images" USING btree ("created_at") WHERE bound_at is null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_kyc_pan_hash_completed_unique" UNIQUE("kyc_pan_hash_completed");--> statement-breakpoint
-- Pictures already on profiles become bound uploads of their user, so replacing them deletes them.
INSERT INTO "uploaded_images" ("owner_id", "storage_key", "bound_at")
SELECT "id", substring("picture" from '^/uploads/(images/[A-Za-z0-9_-]+\.webp)$'), now()
FROM (
	SELECT "id", "avatar" AS "picture" FROM "users"
	UNION SELECT "id", "company_logo" FROM "users"
) AS "pictures"
WHERE "picture" ~ '^/uploads/images/[A-Za-z0-9_-]+\.webp$'
ON CONFLICT ("storage_key") DO NOTHING;
