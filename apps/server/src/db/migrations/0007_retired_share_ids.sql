CREATE TABLE "retired_share_ids" (
	"share_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "retired_share_ids" ADD CONSTRAINT "retired_share_ids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retired_share_ids_user_id_idx" ON "retired_share_ids" USING btree ("user_id");