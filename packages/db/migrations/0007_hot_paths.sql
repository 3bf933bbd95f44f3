-- hand-written (a custom migration): every change to a reference table that API processes keep in memory
-- sends a notice naming the table when its transaction commits (apps/api/src/platform/reference-cache.ts).
CREATE OR REPLACE FUNCTION bloom_reference_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bloom_reference_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER levels_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON levels FOR EACH STATEMENT EXECUTE FUNCTION bloom_reference_changed();
