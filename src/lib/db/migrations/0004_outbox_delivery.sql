ALTER TABLE "outbox_mail" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "outbox_mail" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mail" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mail" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mail" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_mail" ADD COLUMN "last_error" text;--> statement-breakpoint
CREATE INDEX "outbox_mail_created_at_idx" ON "outbox_mail" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_mail_due_idx" ON "outbox_mail" USING btree ("next_attempt_at") WHERE "outbox_mail"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_mail_sending_idx" ON "outbox_mail" USING btree ("claimed_at") WHERE "outbox_mail"."status" = 'sending';--> statement-breakpoint
ALTER TABLE "outbox_mail" ADD CONSTRAINT "outbox_mail_status_check" CHECK ("outbox_mail"."status" in ('pending', 'sending', 'sent', 'failed'));--> statement-breakpoint
ALTER TABLE "outbox_mail" ADD CONSTRAINT "outbox_mail_attempts_check" CHECK ("outbox_mail"."attempts" >= 0);--> statement-breakpoint
-- Rows written before the sender existed were never sent and stay pending; a row that does carry a
-- sent_at (set by hand) is recorded as sent, so the sender never sends it again.
UPDATE "outbox_mail" SET "status" = 'sent' WHERE "sent_at" IS NOT NULL;
