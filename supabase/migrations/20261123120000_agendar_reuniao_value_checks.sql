-- =============================================================================
-- "Agendar Reunião": values a person could have typed, and only the form's services
-- =============================================================================
-- The site inserts into this table straight through the REST API, and PostgREST turns any JSON value into
-- a text column's text: {"a":1}, true or [1,2] sent as "Nome" arrive as the text '{"a":1}', 'true', '[1,2]'.
-- Only the database can refuse them (docs/decisions/020-meeting-table-checks-values.md).
--
-- Needs PostgreSQL 16 or later (`IS JSON`, SQL/JSON). New Supabase projects run 17; a project still on 15
-- must be upgraded first (Dashboard → Settings → Infrastructure), or this migration fails as a whole and
-- `supabase db push` stops here, changing nothing.
--
-- NOT VALID: every new row is checked; rows stored before this migration are kept as they were (nothing a
-- visitor sent is thrown away). After reviewing them, `alter table ... validate constraint ...` makes the
-- old rows answer to the rule too.

-- The services of schemas/meeting.json (`service.oneOf[].const`). A new service needs a new migration:
-- tests/backend/table-constraints.test.ts fails until this list and the schema agree.
alter table public."Agendar Reunião"
  add constraint agendar_reuniao_servico_option
  check ("Serviço" in ('trafego', 'automacao', 'web', 'outros')) not valid;

-- A JSON object or array is never a name, an e-mail or a message someone typed. Plain text that merely looks
-- like JSON is kept: "123", "[urgente] ligar cedo" (not valid JSON) pass; only whole, valid objects/arrays fail.
alter table public."Agendar Reunião"
  add constraint agendar_reuniao_nome_not_json
  check (not ("Nome" is json object or "Nome" is json array)) not valid;

alter table public."Agendar Reunião"
  add constraint agendar_reuniao_email_not_json
  check (not ("Email" is json object or "Email" is json array)) not valid;

alter table public."Agendar Reunião"
  add constraint agendar_reuniao_comentario_not_json
  check (not ("Comentario" is json object or "Comentario" is json array)) not valid;

-- JSON true/false arrive as the text 'true'/'false' (JSON null is SQL NULL, refused by NOT NULL already).
alter table public."Agendar Reunião"
  add constraint agendar_reuniao_nome_not_literal
  check ("Nome" not in ('true', 'false', 'null')) not valid;

alter table public."Agendar Reunião"
  add constraint agendar_reuniao_email_not_literal
  check ("Email" not in ('true', 'false', 'null')) not valid;
