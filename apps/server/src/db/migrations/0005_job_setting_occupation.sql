ALTER TABLE "user_job_settings" ADD COLUMN "is_it_engineer" boolean;--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin (lower("name") gin_trgm_ops);