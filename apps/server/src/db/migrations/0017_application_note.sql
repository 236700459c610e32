-- The applicant's optional note to the employer, sent with an application (docs/decisions/0020-withdraw-and-apply-note.md).
ALTER TABLE "applications" ADD COLUMN "note" text;