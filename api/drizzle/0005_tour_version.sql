-- The tours' version, like the catalogue's (0004): one number that every statement changing
-- what a tour page shows (tours, with their rating and review count; their weekly schedule; guides;
-- cities) moves on, whoever runs it. The tour-detail cache keys its entries on it, so a new review or
-- an edited tour is seen by the next request. Announced on the channel tour_version at commit.
-- Bookings and slots are not in it: availability is its own call and is never cached.
CREATE TABLE "tour_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL CHECK ("id"),
	"version" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "tour_version" ("id", "version") VALUES (true, 1);--> statement-breakpoint
CREATE FUNCTION "bump_tour_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	next_version bigint;
BEGIN
	UPDATE "tour_version" SET "version" = "version" + 1 RETURNING "version" INTO next_version;
	PERFORM pg_notify('tour_version', next_version::text);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tours_bump_tour_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tours" FOR EACH STATEMENT EXECUTE FUNCTION "bump_tour_version"();--> statement-breakpoint
CREATE TRIGGER "tour_schedules_bump_tour_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tour_schedules" FOR EACH STATEMENT EXECUTE FUNCTION "bump_tour_version"();--> statement-breakpoint
CREATE TRIGGER "guides_bump_tour_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "guides" FOR EACH STATEMENT EXECUTE FUNCTION "bump_tour_version"();--> statement-breakpoint
CREATE TRIGGER "cities_bump_tour_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cities" FOR EACH STATEMENT EXECUTE FUNCTION "bump_tour_version"();
