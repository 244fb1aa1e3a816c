CREATE TYPE "public"."own_food_basis" AS ENUM('serving', '100g');--> statement-breakpoint
CREATE TABLE "user_own_foods" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_own_foods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"name" varchar(100) NOT NULL,
	"basis" "own_food_basis" NOT NULL,
	"kcal" real NOT NULL,
	"carbohydrate" real NOT NULL,
	"serving_grams" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_tracker_foods" ADD COLUMN "food_id" varchar(80);--> statement-breakpoint
ALTER TABLE "user_tracker_foods" ADD COLUMN "eaten_carbohydrate" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_own_foods" ADD CONSTRAINT "user_own_foods_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_own_foods_user_id_name_idx" ON "user_own_foods" USING btree ("user_id","name");