-- =============================================================================
-- "Agendar Reunião": the CHECKs refuse nothing the form's schema accepts
-- =============================================================================
-- Since 20261125090000_server_only_writes.sql only the `forms` function writes here, after validating the answers
-- against schemas/meeting.json: a JSON `true`, object or array sent as a name is refused there by `"type": "string"`.
-- What reaches the table is text a person typed, and text may read `true`, `null`, `[]`, `{"a":1}` or `[1, 2]`.
-- The CHECKs of 20261123120000 refused such text: the schema accepted the lead, the insert failed, and the visitor
-- got a 503 "try again" that never succeeds, losing the lead (issue 22). They are dropped; the length, e-mail,
-- number and service CHECKs stay, and tests/backend/table-constraints.test.ts proves that every value the schema
-- accepts passes them (docs/decisions/100-table-checks-follow-the-schema.md).

alter table public."Agendar Reunião" drop constraint if exists agendar_reuniao_nome_not_json;
alter table public."Agendar Reunião" drop constraint if exists agendar_reuniao_email_not_json;
alter table public."Agendar Reunião" drop constraint if exists agendar_reuniao_comentario_not_json;
alter table public."Agendar Reunião" drop constraint if exists agendar_reuniao_nome_not_literal;
alter table public."Agendar Reunião" drop constraint if exists agendar_reuniao_email_not_literal;
