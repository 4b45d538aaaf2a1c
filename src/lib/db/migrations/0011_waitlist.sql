CREATE TABLE "booking_waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" bigint GENERATED ALWAYS AS IDENTITY (sequence name "booking_waitlist_position_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" text NOT NULL,
	"dining_date" date NOT NULL,
	"adult_covers" integer NOT NULL,
	"child_covers" integer NOT NULL,
	"time_from" text NOT NULL,
	"time_to" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"delete_after" timestamp with time zone NOT NULL,
	"leave_token_hash" text NOT NULL,
	"holder_key" text NOT NULL,
	"offer_time" text,
	"offer_session_id" text,
	"offer_expires_at" timestamp with time zone,
	"offer_token_hash" text,
	CONSTRAINT "booking_waitlist_leave_token_hash_unique" UNIQUE("leave_token_hash"),
	CONSTRAINT "booking_waitlist_offer_token_hash_unique" UNIQUE("offer_token_hash")
);
--> statement-breakpoint
CREATE INDEX "booking_waitlist_evening_idx" ON "booking_waitlist" USING btree ("store_id","dining_date","status","position");--> statement-breakpoint
CREATE INDEX "booking_waitlist_holder_idx" ON "booking_waitlist" USING btree ("holder_key");--> statement-breakpoint
CREATE INDEX "booking_waitlist_email_idx" ON "booking_waitlist" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "booking_waitlist_delete_after_idx" ON "booking_waitlist" USING btree ("delete_after");--> statement-breakpoint
CREATE INDEX "booking_waitlist_offer_session_idx" ON "booking_waitlist" USING btree ("offer_session_id");