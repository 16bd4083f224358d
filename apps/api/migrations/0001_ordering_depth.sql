CREATE TABLE "product_popups" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"sku" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active_from" timestamp with time zone,
	"active_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stock_card_items" (
	"account_id" text NOT NULL,
	"sku" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "stock_card_items_account_id_sku_pk" PRIMARY KEY("account_id","sku")
);
--> statement-breakpoint
CREATE TABLE "stock_card_tours" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suggestion_lines" (
	"suggestion_id" integer NOT NULL,
	"sku" text NOT NULL,
	"stock_replenished_quantity" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "suggestion_lines_suggestion_id_sku_pk" PRIMARY KEY("suggestion_id","sku")
);
--> statement-breakpoint
CREATE TABLE "suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"source" text NOT NULL,
	"ba_name" text NOT NULL,
	"agreed_date" timestamp with time zone NOT NULL,
	"additional_info" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "eoid" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "fid" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "has_stock_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_popups" ADD CONSTRAINT "product_popups_sku_products_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."products"("sku") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_card_items" ADD CONSTRAINT "stock_card_items_account_id_accounts_jti_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("jti_account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_card_items" ADD CONSTRAINT "stock_card_items_sku_products_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."products"("sku") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_card_tours" ADD CONSTRAINT "stock_card_tours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_lines" ADD CONSTRAINT "suggestion_lines_suggestion_id_suggestions_id_fk" FOREIGN KEY ("suggestion_id") REFERENCES "public"."suggestions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_lines" ADD CONSTRAINT "suggestion_lines_sku_products_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."products"("sku") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_account_id_accounts_jti_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("jti_account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_popups_section_idx" ON "product_popups" USING btree ("section");--> statement-breakpoint
CREATE INDEX "suggestions_account_idx" ON "suggestions" USING btree ("account_id","agreed_date");