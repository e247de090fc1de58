ALTER TABLE "user_job_settings" ADD COLUMN "is_it_engineer" boolean;--> statement-breakpoint
ALTER TABLE "user_job_settings" ADD COLUMN "job_summary" text;--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "user_job_settings" ADD CONSTRAINT "user_job_settings_job_summary_length_check" CHECK ("user_job_settings"."job_summary" is null or char_length("user_job_settings"."job_summary") <= 2000);