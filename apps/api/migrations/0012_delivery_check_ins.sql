CREATE TABLE "delivery_check_in_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"on_order" boolean NOT NULL,
	"sku" text,
	"code" text,
	"received" integer NOT NULL,
	CONSTRAINT "delivery_check_in_lines_received" CHECK ("delivery_check_in_lines"."received" between 0 and 999)
);
--> statement-breakpoint
CREATE TABLE "delivery_check_ins" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"checked_in_at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"idempotency_key" text,
	"request_hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_check_in_lines" ADD CONSTRAINT "delivery_check_in_lines_order_id_delivery_check_ins_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."delivery_check_ins"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_check_ins" ADD CONSTRAINT "delivery_check_ins_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_check_ins" ADD CONSTRAINT "delivery_check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_check_in_lines_order_idx" ON "delivery_check_in_lines" USING btree ("order_id");