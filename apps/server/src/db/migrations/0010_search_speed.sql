CREATE TABLE "search_vocabulary" (
	"lexeme" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "job_descriptions_status_popularity_idx";--> statement-breakpoint
DROP INDEX "job_descriptions_status_salary_min_idx";--> statement-breakpoint
DROP INDEX "job_descriptions_status_salary_max_idx";--> statement-breakpoint
DROP INDEX "job_descriptions_search_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_vocabulary_lexeme_trgm_idx" ON "search_vocabulary" USING gin ("lexeme" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_descriptions_status_popularity_published_at_idx" ON "job_descriptions" USING btree ("status","popularity" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_descriptions_status_salary_min_max_idx" ON "job_descriptions" USING btree ("status","salary_min","salary_max","id");--> statement-breakpoint
CREATE INDEX "job_descriptions_status_salary_max_min_idx" ON "job_descriptions" USING btree ("status","salary_max","salary_min","id");--> statement-breakpoint
ALTER TABLE "job_descriptions" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "job_descriptions" ADD COLUMN "title_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "job_descriptions_title_vector_idx" ON "job_descriptions" USING gin ("title_vector");--> statement-breakpoint
-- Hand-written (Drizzle has no words for it): keep the row that a search visits narrow. Rows
-- over 128 bytes move their long values (the vectors, the texts) to the TOAST table, so a
-- search reads about 200 bytes per matching posting instead of most of a page. Existing
-- rows move when next written: SEARCH_INDEX_VERSION 3 rewrites them all at start.
ALTER TABLE "job_descriptions" SET (toast_tuple_target = 128);
