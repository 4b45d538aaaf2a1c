CREATE TABLE "outbox_sms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_guid" uuid NOT NULL,
	"phone_number" text NOT NULL,
	"code_hash" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customer_consents" ADD COLUMN "confirmed_by" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "birth_day" smallint;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "birth_month" smallint;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "birth_year" smallint;--> statement-breakpoint
ALTER TABLE "sms_confirmations" ADD CONSTRAINT "sms_confirmations_customer_guid_customers_guid_fk" FOREIGN KEY ("customer_guid") REFERENCES "public"."customers"("guid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_sms_to_idx" ON "outbox_sms" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "sms_confirmations_customer_idx" ON "sms_confirmations" USING btree ("customer_guid","created_at");--> statement-breakpoint
-- Written by hand: the birthdays stored as dates move to their day, month and year first; 1904 was "no year given".
UPDATE "customers" SET "birth_day" = extract(day from "birth_date"), "birth_month" = extract(month from "birth_date"), "birth_year" = nullif(extract(year from "birth_date"), 1904) WHERE "birth_date" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "birth_date";--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_birthday_check" CHECK (("customers"."birth_day" is null and "customers"."birth_month" is null and "customers"."birth_year" is null)
        or ("customers"."birth_month" between 1 and 12 and "customers"."birth_day" between 1 and
          case when "customers"."birth_month" = 2 then 29 when "customers"."birth_month" in (4, 6, 9, 11) then 30 else 31 end
          and ("customers"."birth_year" is null or "customers"."birth_year" between 1900 and 2100)));