CREATE TABLE "booking_rules" (
	"store_id" text PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"store_id" text NOT NULL,
	"booking_type" text NOT NULL,
	"status" text NOT NULL,
	"dining_date" date NOT NULL,
	"dining_time" text NOT NULL,
	"dining_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"adult_covers" integer NOT NULL,
	"child_covers" integer NOT NULL,
	"covers" integer NOT NULL,
	"occasion_id" text NOT NULL,
	"area_id" text,
	"menu_ids" jsonb NOT NULL,
	"menu_name" text,
	"upsells" jsonb NOT NULL,
	"offer_id" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile_phone" text NOT NULL,
	"special_request" text NOT NULL,
	"should_receive_promotions" boolean NOT NULL,
	"should_receive_sms" boolean NOT NULL,
	"payment_customer_id" text,
	"idempotency_key" text,
	"session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bookings_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"card_type" text,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bookings_store_date_idx" ON "bookings" USING btree ("store_id","dining_date");