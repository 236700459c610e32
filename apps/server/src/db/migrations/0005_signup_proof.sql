ALTER TABLE "otp_codes" ADD COLUMN "verification_token_hash" text;
