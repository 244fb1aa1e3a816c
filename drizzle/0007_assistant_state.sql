CREATE TABLE "assistant_states" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"introduced" boolean DEFAULT false NOT NULL,
	"active_group" varchar(40) DEFAULT 'onboarding' NOT NULL,
	"forever_counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assistant_states" ADD CONSTRAINT "assistant_states_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;