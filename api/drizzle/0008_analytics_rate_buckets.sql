CREATE TABLE "analytics_rate_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"tokens" double precision NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_rate_buckets_at_idx" ON "analytics_rate_buckets" USING btree ("at");