CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"second_name" text NOT NULL,
	"telephone" text NOT NULL,
	"experience" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"resume_name" text,
	"resume_content_type" text,
	"resume" "bytea",
	"forwarded_at" timestamp with time zone,
	"ats_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"job_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position_unique_name" text NOT NULL,
	"category" text NOT NULL,
	"job_type" text NOT NULL,
	"job_type_group" text NOT NULL,
	"store_id" text NOT NULL,
	"description" text NOT NULL,
	"cv_required" boolean NOT NULL,
	"work_experience_required" boolean NOT NULL,
	"questions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_job_email_unique" ON "job_applications" USING btree ("job_id",lower("email"));--> statement-breakpoint
CREATE INDEX "job_applications_created_idx" ON "job_applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "jobs_store_idx" ON "jobs" USING btree ("store_id");