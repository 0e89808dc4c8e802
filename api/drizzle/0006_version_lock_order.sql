-- The two change versions (0004 catalogue_version, 0005 tour_version) are single rows that a writing
-- transaction holds locked until it commits. Guides and cities move both (catalogue first: triggers
-- fire in name order), tours and their schedules only the tour version, so a transaction writing tours
-- and then gems took them in the other order and could deadlock against one writing a guide (on
-- PostgreSQL; PGlite has one connection). Moving the tour version now takes the catalogue row first,
-- so every transaction takes them in the same order.
CREATE OR REPLACE FUNCTION "bump_tour_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	next_version bigint;
BEGIN
	PERFORM 1 FROM "catalogue_version" FOR UPDATE;
	UPDATE "tour_version" SET "version" = "version" + 1 RETURNING "version" INTO next_version;
	PERFORM pg_notify('tour_version', next_version::text);
	RETURN NULL;
END
$$;
