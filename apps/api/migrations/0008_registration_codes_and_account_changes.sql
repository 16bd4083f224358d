CREATE TABLE "registration_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"used_by_user_id" integer,
	"retired_at" timestamp with time zone,
	CONSTRAINT "registration_codes_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
ALTER TABLE "email_links" DROP CONSTRAINT "email_links_purpose";--> statement-breakpoint
ALTER TABLE "email_links" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_links" ADD COLUMN "new_email" text;--> statement-breakpoint
ALTER TABLE "registration_codes" ADD CONSTRAINT "registration_codes_account_id_accounts_jti_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("jti_account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_codes" ADD CONSTRAINT "registration_codes_used_by_user_id_users_id_fk" FOREIGN KEY ("used_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_codes_account_idx" ON "registration_codes" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_codes_one_active" ON "registration_codes" USING btree ("account_id") WHERE "registration_codes"."used_at" is null and "registration_codes"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "email_links_new_email_idx" ON "email_links" USING btree ("new_email");--> statement-breakpoint
ALTER TABLE "email_links" ADD CONSTRAINT "email_links_new_email" CHECK (("email_links"."purpose" = 'email-change') = ("email_links"."new_email" is not null));--> statement-breakpoint
ALTER TABLE "email_links" ADD CONSTRAINT "email_links_purpose" CHECK ("email_links"."purpose" in ('verify', 'reset', 'email-change'));