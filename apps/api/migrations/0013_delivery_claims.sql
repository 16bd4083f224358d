CREATE SEQUENCE "public"."credit_note_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "claim_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"claim_id" integer,
	"sku" text,
	"received_bytes" integer NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"claim_id" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"sub_total_cents" integer NOT NULL,
	"vat_total_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_claim_id_unique" UNIQUE("claim_id")
);
--> statement-breakpoint
CREATE TABLE "delivery_claim_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "delivery_claim_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"sku" text NOT NULL,
	"product_name" text NOT NULL,
	"reason" text NOT NULL,
	"outers" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"received_instead_code" text,
	"received_instead_sku" text,
	CONSTRAINT "delivery_claim_lines_reason" CHECK ("delivery_claim_lines"."reason" in ('Short', 'Damaged', 'WrongProduct', 'OutOfDate')),
	CONSTRAINT "delivery_claim_lines_outers" CHECK ("delivery_claim_lines"."outers" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "delivery_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"status" text NOT NULL,
	"net_cents" integer NOT NULL,
	"note" text,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	CONSTRAINT "delivery_claims_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "delivery_claims_status" CHECK ("delivery_claims"."status" in ('UnderReview', 'Accepted', 'Rejected'))
);
--> statement-breakpoint
ALTER TABLE "claim_photos" ADD CONSTRAINT "claim_photos_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_photos" ADD CONSTRAINT "claim_photos_claim_id_delivery_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."delivery_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_claim_id_delivery_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."delivery_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_claim_events" ADD CONSTRAINT "delivery_claim_events_claim_id_delivery_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."delivery_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_claim_lines" ADD CONSTRAINT "delivery_claim_lines_claim_id_delivery_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."delivery_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_claims" ADD CONSTRAINT "delivery_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_claims" ADD CONSTRAINT "delivery_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_photos_order_idx" ON "claim_photos" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "delivery_claim_events_claim_idx" ON "delivery_claim_events" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "delivery_claim_lines_claim_idx" ON "delivery_claim_lines" USING btree ("claim_id");