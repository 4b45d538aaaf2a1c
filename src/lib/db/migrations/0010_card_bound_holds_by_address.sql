ALTER TABLE "booking_holds" ADD COLUMN "holder_key" text;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD COLUMN "booking_reference" text;--> statement-breakpoint
CREATE INDEX "booking_holds_holder_idx" ON "booking_holds" USING btree ("holder_key");--> statement-breakpoint
-- Cards that already guarantee a booking are bound to the first booking that named them.
UPDATE "payment_customers" SET "booking_reference" = (SELECT "reference" FROM "bookings" WHERE "bookings"."payment_customer_id" = "payment_customers"."customer_id" ORDER BY "bookings"."created_at" LIMIT 1);
