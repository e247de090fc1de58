CREATE INDEX "person_search_index_version_idx" ON "person_search_index" USING btree ("search_index_version","user_id");--> statement-breakpoint
-- Hand-written: a keyword search now rebuilds only rows below the current version (the
-- index above) and no longer looks for engineers without a row, since every writer of what
-- recruiters search by creates one. Engineers whose data predates that get a stale row here,
-- built by the next keyword search (person-search-index.ts).
INSERT INTO "person_search_index" ("user_id", "search_vector", "search_index_version", "updated_at")
SELECT u."id", ''::tsvector, 0, now() FROM "users" u
WHERE u."is_active" AND NOT u."is_admin"
  AND NOT EXISTS (SELECT 1 FROM "company_members" m WHERE m."user_id" = u."id")
ON CONFLICT ("user_id") DO NOTHING;
