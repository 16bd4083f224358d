CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "accounts" (
	"jti_account_id" text PRIMARY KEY NOT NULL,
	"account_name" text NOT NULL,
	"address_line1" text NOT NULL,
	"tier_access_level" integer DEFAULT 2 NOT NULL,
	"is_track_and_trace" boolean DEFAULT false NOT NULL,
	"employee_name" text NOT NULL,
	"employee_mobile_phone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"pending_order_number" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"sku" text NOT NULL,
	"product_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"price_outer_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"account_id" text NOT NULL,
	"order_date" timestamp with time zone NOT NULL,
	"status" integer NOT NULL,
	"total_items" integer NOT NULL,
	"sub_total_cents" integer NOT NULL,
	"vat_total_cents" integer NOT NULL,
	"order_total_cents" integer NOT NULL,
	"idempotency_key" text,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"sku" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"category" text NOT NULL,
	"price_outer_cents" integer NOT NULL,
	"price_pack_rrp_cents" integer NOT NULL,
	"pack_size" integer NOT NULL,
	"pack_bar_code" text NOT NULL,
	"outer_image" text NOT NULL,
	"minimum_order" integer NOT NULL,
	"minimum_order_incremental" integer NOT NULL,
	"out_of_stock" boolean DEFAULT false NOT NULL,
	"price_list_order" integer NOT NULL,
	"stock_card_order" integer NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"low_stock" boolean DEFAULT false NOT NULL,
	"has_prizes" boolean DEFAULT false NOT NULL,
	"is_fastest_growing_product" boolean DEFAULT false NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"has_been_bought_by_text" text,
	"is_best_seller" boolean DEFAULT false NOT NULL,
	"new_arrival" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_accounts" (
	"user_id" integer NOT NULL,
	"account_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_accounts_user_id_account_id_pk" PRIMARY KEY("user_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_sku_products_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."products"("sku") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_account_id_accounts_jti_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("jti_account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_jti_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("jti_account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens" ADD CONSTRAINT "tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_accounts" ADD CONSTRAINT "user_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_accounts" ADD CONSTRAINT "user_accounts_account_id_accounts_jti_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("jti_account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_cart_sku" ON "cart_lines" USING btree ("cart_id","sku");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_account_date_idx" ON "orders" USING btree ("account_id","order_date");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_account_idempotency" ON "orders" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "tokens_user_idx" ON "tokens" USING btree ("user_id");