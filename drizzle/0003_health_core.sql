CREATE TYPE "public"."glucose_context" AS ENUM('fasting', 'before_meal', 'after_meal', 'bedtime', 'other');--> statement-breakpoint
CREATE TYPE "public"."glucose_unit" AS ENUM('mg/dL', 'mmol/L');--> statement-breakpoint
CREATE TYPE "public"."dose_mark_status" AS ENUM('taken', 'skipped');--> statement-breakpoint
CREATE TABLE "user_glucose_readings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_glucose_readings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"value_mg_dl" real NOT NULL,
	"unit" "glucose_unit" NOT NULL,
	"context" "glucose_context" NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"note" varchar(300) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_glucose_targets" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"low_mg_dl" real NOT NULL,
	"high_mg_dl" real NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"time_zone" varchar(64),
	"calendar_token_hash" varchar(64),
	"calendar_enabled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "medicine_dose_marks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "medicine_dose_marks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"medicine_id" bigint NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"status" "dose_mark_status" NOT NULL,
	"taken_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"kind" varchar(20) NOT NULL,
	"locale" varchar(5) NOT NULL,
	"answers_comment" boolean DEFAULT false NOT NULL,
	"steps" jsonb NOT NULL,
	"done_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"claim_token" uuid,
	"previous_plan" jsonb,
	"error" varchar(100),
	"error_seen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "contact_email" varchar(254) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "photo" varchar(40) DEFAULT 'stethoscope' NOT NULL;--> statement-breakpoint
ALTER TABLE "genome_test_orders" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "genome_test_orders" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_blood_tests" ADD COLUMN "lab" varchar(120) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_medicines" ADD COLUMN "refill_lead_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_glucose_readings" ADD CONSTRAINT "user_glucose_readings_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_glucose_targets" ADD CONSTRAINT "user_glucose_targets_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_settings" ADD CONSTRAINT "health_settings_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_dose_marks" ADD CONSTRAINT "medicine_dose_marks_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_dose_marks" ADD CONSTRAINT "medicine_dose_marks_medicine_id_user_medicines_id_fk" FOREIGN KEY ("medicine_id") REFERENCES "public"."user_medicines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_jobs" ADD CONSTRAINT "plan_jobs_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_glucose_readings_user_id_measured_at_idx" ON "user_glucose_readings" USING btree ("user_id","measured_at");--> statement-breakpoint
CREATE UNIQUE INDEX "health_settings_calendar_token_hash_key" ON "health_settings" USING btree ("calendar_token_hash") WHERE "health_settings"."calendar_token_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "medicine_dose_marks_medicine_scheduled_key" ON "medicine_dose_marks" USING btree ("medicine_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "medicine_dose_marks_user_id_scheduled_at_idx" ON "medicine_dose_marks" USING btree ("user_id","scheduled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_jobs_open_key" ON "plan_jobs" USING btree ("user_id","kind") WHERE "plan_jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "plan_jobs_due_idx" ON "plan_jobs" USING btree ("created_at") WHERE "plan_jobs"."status" in ('queued', 'running');