CREATE TABLE "background_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_url" text NOT NULL,
	"is_video" boolean NOT NULL,
	"is_sticky" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"account_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"order_no" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "contact_subjects_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "content_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "download_widgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_path" text NOT NULL,
	"icon" text NOT NULL,
	"top_line_text" text NOT NULL,
	"new_window" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"active_from" timestamp with time zone,
	"active_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hero_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_path" text NOT NULL,
	"color_bg" text NOT NULL,
	"color_text" text NOT NULL,
	"link" text NOT NULL,
	"new_window" boolean DEFAULT false NOT NULL,
	"cta" text NOT NULL,
	"info" text NOT NULL,
	"active_from" timestamp with time zone,
	"active_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "home_pods" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"video_path" text,
	"image_path" text,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"color_text" text,
	"link" text NOT NULL,
	"cta" text NOT NULL,
	"cta_colour" text,
	"open_survey" boolean DEFAULT false NOT NULL,
	"active_from" timestamp with time zone,
	"active_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"copy" text NOT NULL,
	"link_label" text,
	"link_url" text,
	"background_color" text,
	"is_sticky" boolean DEFAULT false NOT NULL,
	"active_from" timestamp with time zone,
	"active_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partner_content" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"summary" text NOT NULL,
	"image_path" text NOT NULL,
	"asset_path" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	CONSTRAINT "partner_content_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "partner_content_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_content_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" text NOT NULL,
	"downloaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pop_up_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"image_path" text,
	"video_path" text,
	"title" text NOT NULL,
	"auto_play" boolean DEFAULT false NOT NULL,
	"repeat_video_play" boolean DEFAULT false NOT NULL,
	"active_from" timestamp with time zone NOT NULL,
	"active_to" timestamp with time zone,
	"last_modified_at" timestamp with time zone NOT NULL,
	"is_display_multiple" boolean DEFAULT false NOT NULL,
	"asset_path" text,
	"cta" text
);
--> statement-breakpoint
CREATE TABLE "video_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"video_path" text NOT NULL,
	"image_path" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"is_hero" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vlog_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"video_path" text NOT NULL,
	"image_path" text NOT NULL,
	"title" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"posted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vlog_views" (
	"vlog_id" integer NOT NULL,
	"session_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vlog_views_vlog_id_session_hash_pk" PRIMARY KEY("vlog_id","session_hash")
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_content_downloads" ADD CONSTRAINT "partner_content_downloads_partner_content_id_partner_content_id_fk" FOREIGN KEY ("partner_content_id") REFERENCES "public"."partner_content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_content_downloads" ADD CONSTRAINT "partner_content_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vlog_views" ADD CONSTRAINT "vlog_views_vlog_id_vlog_assets_id_fk" FOREIGN KEY ("vlog_id") REFERENCES "public"."vlog_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vlog_views" ADD CONSTRAINT "vlog_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_content_downloads_content_idx" ON "partner_content_downloads" USING btree ("partner_content_id");