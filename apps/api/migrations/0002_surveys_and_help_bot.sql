CREATE TABLE "helpbot_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"next_question_id" integer,
	"cta_link" text,
	CONSTRAINT "helpbot_answers_target" CHECK (("helpbot_answers"."next_question_id" is null) <> ("helpbot_answers"."cta_link" is null))
);
--> statement-breakpoint
CREATE TABLE "helpbot_questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_accounts" (
	"survey_id" integer NOT NULL,
	"account_id" text NOT NULL,
	CONSTRAINT "survey_accounts_survey_id_account_id_pk" PRIMARY KEY("survey_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "survey_answer_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_emails" (
	"user_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"account_id" text NOT NULL,
	"email" text NOT NULL,
	"opt_in" boolean NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "survey_emails_user_id_survey_id_pk" PRIMARY KEY("user_id","survey_id")
);
--> statement-breakpoint
CREATE TABLE "survey_progress" (
	"user_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"account_id" text NOT NULL,
	"entered_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"sticky_closed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "survey_progress_user_id_survey_id_pk" PRIMARY KEY("user_id","survey_id")
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"type" integer NOT NULL,
	"multiple_selections" boolean DEFAULT false NOT NULL,
	"max_selections" integer,
	CONSTRAINT "survey_questions_type" CHECK ("survey_questions"."type" in (1, 2, 3)),
	CONSTRAINT "survey_questions_max_selections" CHECK ("survey_questions"."max_selections" is null or "survey_questions"."max_selections" >= 1)
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"account_id" text NOT NULL,
	"answer_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"custom" text,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "survey_responses_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"title" text NOT NULL,
	"start_html" text NOT NULL,
	"terms_html" text NOT NULL,
	"email_html" text NOT NULL,
	"sticky_html" text NOT NULL,
	"on_close_popup_sticky_html" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active_from" timestamp with time zone,
	"active_to" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "helpbot_answers" ADD CONSTRAINT "helpbot_answers_question_id_helpbot_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."helpbot_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpbot_answers" ADD CONSTRAINT "helpbot_answers_next_question_id_helpbot_questions_id_fk" FOREIGN KEY ("next_question_id") REFERENCES "public"."helpbot_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_accounts" ADD CONSTRAINT "survey_accounts_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_accounts" ADD CONSTRAINT "survey_accounts_account_id_accounts_jti_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("jti_account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answer_options" ADD CONSTRAINT "survey_answer_options_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_emails" ADD CONSTRAINT "survey_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_emails" ADD CONSTRAINT "survey_emails_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_progress" ADD CONSTRAINT "survey_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_progress" ADD CONSTRAINT "survey_progress_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "helpbot_answers_question_idx" ON "helpbot_answers" USING btree ("question_id","position");--> statement-breakpoint
CREATE INDEX "survey_answer_options_question_idx" ON "survey_answer_options" USING btree ("question_id","position");--> statement-breakpoint
CREATE INDEX "survey_questions_survey_idx" ON "survey_questions" USING btree ("survey_id","position");--> statement-breakpoint
CREATE INDEX "survey_responses_survey_idx" ON "survey_responses" USING btree ("survey_id","user_id");--> statement-breakpoint
CREATE INDEX "surveys_section_idx" ON "surveys" USING btree ("section");