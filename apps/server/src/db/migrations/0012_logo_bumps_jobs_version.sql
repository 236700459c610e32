-- A job card shows its employer's logo, so a new logo is a change of the cached search pages too.
CREATE TRIGGER "users_logo_bump_jobs_version" AFTER UPDATE OF "company_logo" ON "users" FOR EACH ROW WHEN (OLD."company_logo" IS DISTINCT FROM NEW."company_logo") EXECUTE FUNCTION "bump_jobs_version"();
