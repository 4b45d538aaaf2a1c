CREATE TABLE "page_tags" (
	"brand" text NOT NULL,
	"path" text NOT NULL,
	"tags" text[] NOT NULL,
	"rendered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_tags_brand_path_pk" PRIMARY KEY("brand","path")
);
--> statement-breakpoint
CREATE INDEX "page_tags_tags" ON "page_tags" USING gin ("tags");