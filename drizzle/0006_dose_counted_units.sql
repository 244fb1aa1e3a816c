ALTER TABLE "medicine_dose_marks" ADD COLUMN "counted_units" real;--> statement-breakpoint
-- Doses already taken of a medicine whose units are counted took off their units per dose, read as
-- unitsPerDose reads usage_amount (app/features/medicines/schedule.ts): a leading number, else 1.
UPDATE "medicine_dose_marks" AS "mark"
SET "counted_units" = coalesce(
  nullif(replace(substring("medicine"."usage_amount" from '^\s*(\d+(?:[.,]\d+)?)'), ',', '.')::real, 0),
  1
)
FROM "user_medicines" AS "medicine"
WHERE "medicine"."id" = "mark"."medicine_id" AND "mark"."status" = 'taken' AND "medicine"."amount" <> '';
