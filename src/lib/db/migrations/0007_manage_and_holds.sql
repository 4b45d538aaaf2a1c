CREATE TABLE "booking_holds" (
	"session_id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"dining_date" date NOT NULL,
	"dining_time" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"covers" integer NOT NULL,
	"area_id" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "manage_token_hash" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "booking_holds_store_date_idx" ON "booking_holds" USING btree ("store_id","dining_date");--> statement-breakpoint
CREATE INDEX "booking_holds_expires_idx" ON "booking_holds" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_manage_token_hash_unique" UNIQUE("manage_token_hash");