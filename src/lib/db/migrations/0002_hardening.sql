ALTER TABLE "bookings" ADD COLUMN "request_fingerprint" text;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD COLUMN "session_id" text;