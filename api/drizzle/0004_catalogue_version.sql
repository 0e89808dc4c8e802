-- The catalogue's version: one number that every statement changing what a gem list shows
-- (gems, their features, feature names and categories, guides, cities) moves on, whoever runs it: the
-- seed, an import, psql, another API instance on the same PostgreSQL. The gem-list cache keys its
-- entries on it (src/features/gems/catalogue-version.ts), so a change is seen by the next request. The
-- new version is also announced on the channel catalogue_version (delivered at commit).
CREATE TABLE "catalogue_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL CHECK ("id"),
	"version" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (true, 1);--> statement-breakpoint
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	next_version bigint;
BEGIN
	UPDATE "catalogue_version" SET "version" = "version" + 1 RETURNING "version" INTO next_version;
	PERFORM pg_notify('catalogue_version', next_version::text);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "gems_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "gems" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "gem_features_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "gem_features" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "features_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "features" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "feature_categories_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "feature_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "guides_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "guides" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "cities_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cities" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
