CREATE TYPE "public"."profile_status" AS ENUM('enable', 'disable', 'block');--> statement-breakpoint
CREATE TYPE "public"."profile_type" AS ENUM('user', 'expert', 'admin');--> statement-breakpoint
CREATE TYPE "public"."verification_purpose" AS ENUM('confirm_email', 'reset_password');--> statement-breakpoint
CREATE TYPE "public"."shop_order_status" AS ENUM('created', 'processing', 'packaging', 'shipping', 'canceled', 'rejected', 'delivered');--> statement-breakpoint
CREATE TYPE "public"."test_order_status" AS ENUM('created', 'processing', 'rejected', 'done');--> statement-breakpoint
CREATE TYPE "public"."test_order_type" AS ENUM('genome', 'metagenome');--> statement-breakpoint
CREATE TYPE "public"."exercise_kind" AS ENUM('physical', 'mental');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_id" uuid,
	"action" varchar(100) NOT NULL,
	"target_type" varchar(50) NOT NULL,
	"target_id" varchar(100) NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auth_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_key" varchar(64) NOT NULL,
	"ip_key" varchar(64) NOT NULL,
	"succeeded" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" varchar(254) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"body_text" text NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "passwords" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"type" "profile_type" DEFAULT 'user' NOT NULL,
	"status" "profile_status" DEFAULT 'enable' NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" "verification_purpose" NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"specialty" varchar(120) NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"location" varchar(120) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_answers" (
	"user_id" uuid NOT NULL,
	"question_name" varchar(100) NOT NULL,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_answers_user_id_question_name_pk" PRIMARY KEY("user_id","question_name")
);
--> statement-breakpoint
CREATE TABLE "user_exercises" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_exercises_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"schedule" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_comments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"agent_comments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_meals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_meals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"meals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"disease_threats" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_comments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"agent_comments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"need_regenerate" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_meditations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_meditations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"schedule" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_comments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"agent_comments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"status" "shop_order_status" DEFAULT 'created' NOT NULL,
	"address" text NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"email" varchar(254) NOT NULL,
	"items" jsonb NOT NULL,
	"submission_key" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "genome_test_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "genome_test_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"status" "test_order_status" DEFAULT 'created' NOT NULL,
	"type" "test_order_type" NOT NULL,
	"address" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"candidate_variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"taxonomic_levels" jsonb DEFAULT '{"Phylum":{},"Genus":{}}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_blood_tests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_blood_tests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"title" varchar(200) NOT NULL,
	"taken_on" date NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"title" varchar(200) NOT NULL,
	"date" date NOT NULL,
	"time" time NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_medicines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_medicines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"name" varchar(200) NOT NULL,
	"name2" varchar(200) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"usage_amount" varchar(100) NOT NULL,
	"usage_interval" real NOT NULL,
	"usage_start_date" date NOT NULL,
	"usage_start_time" time NOT NULL,
	"dosage" varchar(100) DEFAULT '' NOT NULL,
	"amount" varchar(100) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_tracker_exercises" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_tracker_exercises_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"type" "exercise_kind" NOT NULL,
	"exercise" jsonb NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"completed_at" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_tracker_foods" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_tracker_foods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"food" varchar(200) NOT NULL,
	"eaten_amount" real NOT NULL,
	"eaten_amount_unit" varchar(20) NOT NULL,
	"eaten_calories" real NOT NULL,
	"eaten_at" date NOT NULL,
	"eaten_at_time" time NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_profiles_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passwords" ADD CONSTRAINT "passwords_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD CONSTRAINT "expert_profiles_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_exercises" ADD CONSTRAINT "user_exercises_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_meals" ADD CONSTRAINT "user_meals_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_meditations" ADD CONSTRAINT "user_meditations_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genome_test_orders" ADD CONSTRAINT "genome_test_orders_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blood_tests" ADD CONSTRAINT "user_blood_tests_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_events" ADD CONSTRAINT "user_events_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_medicines" ADD CONSTRAINT "user_medicines_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tracker_exercises" ADD CONSTRAINT "user_tracker_exercises_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tracker_foods" ADD CONSTRAINT "user_tracker_foods_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "auth_attempts_account_created_at_idx" ON "auth_attempts" USING btree ("account_key","created_at");--> statement-breakpoint
CREATE INDEX "auth_attempts_ip_created_at_idx" ON "auth_attempts" USING btree ("ip_key","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_email_key" ON "profiles" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "profiles_type_created_at_idx" ON "profiles" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "profiles_status_idx" ON "profiles" USING btree ("status");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "verifications_token_hash_key" ON "verifications" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "verifications_user_id_purpose_idx" ON "verifications" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "expert_profiles_specialty_idx" ON "expert_profiles" USING btree ("specialty");--> statement-breakpoint
CREATE UNIQUE INDEX "user_exercises_user_id_key" ON "user_exercises" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_meals_user_id_key" ON "user_meals" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_meditations_user_id_key" ON "user_meditations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shop_orders_user_id_created_at_idx" ON "shop_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_orders_status_created_at_idx" ON "shop_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "shop_orders_created_at_idx" ON "shop_orders" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_orders_user_submission_key" ON "shop_orders" USING btree ("user_id","submission_key");--> statement-breakpoint
CREATE INDEX "genome_test_orders_user_id_created_at_idx" ON "genome_test_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "genome_test_orders_status_created_at_idx" ON "genome_test_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "user_blood_tests_user_id_taken_on_idx" ON "user_blood_tests" USING btree ("user_id","taken_on");--> statement-breakpoint
CREATE INDEX "user_events_user_id_date_time_idx" ON "user_events" USING btree ("user_id","date","time");--> statement-breakpoint
CREATE INDEX "user_medicines_user_id_created_at_idx" ON "user_medicines" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_tracker_exercises_user_id_completed_at_type_idx" ON "user_tracker_exercises" USING btree ("user_id","completed_at","type");--> statement-breakpoint
CREATE INDEX "user_tracker_foods_user_id_eaten_at_idx" ON "user_tracker_foods" USING btree ("user_id","eaten_at");