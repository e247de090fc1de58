ALTER TABLE "job_descriptions" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "job_descriptions" ADD COLUMN "search_text" text;--> statement-breakpoint
ALTER TABLE "job_descriptions" ADD COLUMN "search_index_version" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "job_descriptions_search_vector_idx" ON "job_descriptions" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "job_descriptions_search_text_trgm_idx" ON "job_descriptions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_descriptions_search_index_version_idx" ON "job_descriptions" USING btree ("search_index_version");--> statement-breakpoint
ALTER TABLE "job_descriptions" ADD CONSTRAINT "job_descriptions_search_index_version_check" CHECK ("job_descriptions"."search_index_version" >= 0);