-- =============================================================================
-- "Agendar Reunião": meeting requests, inserted by the site straight through the REST API
-- =============================================================================
-- Table and column names are the spec's (site-and-tools.md §3), Portuguese and quoted, because the site's
-- form maps its fields onto them (schemas/meeting.json, x-form.submit.columns). There is no function in
-- between, so these CHECKs are the only server-side validation: they bound every value.

create table if not exists public."Agendar Reunião" (
  id           bigint generated always as identity primary key,
  created_at   timestamptz not null default now(),
  "Nome"       text not null,
  "Email"      text not null,
  -- bigint, not integer: a Brazilian mobile with area code (11 digits, e.g. 11987654321) and with the
  -- country code (13 digits) exceeds int4's 2147483647. The site sends 0 when the phone has no digits
  -- (spec), and at most 15 digits (E.164's maximum).
  "Numero"     bigint not null,
  "Serviço"    text not null,
  "Comentario" text,

  constraint agendar_reuniao_nome_length check (char_length("Nome") between 1 and 200),
  -- Loose on purpose: the page validates the e-mail format; the table only refuses what is plainly not one.
  constraint agendar_reuniao_email_format check (char_length("Email") <= 200 and "Email" ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  constraint agendar_reuniao_numero_range check ("Numero" between 0 and 999999999999999),
  -- Length only, not the list of services: the list lives in schemas/meeting.json and may change
  -- without a migration.
  constraint agendar_reuniao_servico_length check (char_length("Serviço") between 1 and 64),
  constraint agendar_reuniao_comentario_length check (char_length("Comentario") <= 5000)
);

comment on table public."Agendar Reunião" is
  'Meeting requests from /agendar (schemas/meeting.json). Numero is the phone digits as a number, 0 when unparsable.';

create index if not exists agendar_reuniao_created_idx on public."Agendar Reunião" (created_at desc);

-- =============================================================================
-- Row-level security: visitors may request a meeting, never read requests
-- =============================================================================
alter table public."Agendar Reunião" enable row level security;

-- Explicit rights (see the form_submissions migration): INSERT only; no SELECT, hence no RETURNING.
-- Column-level: the five form columns only; id and created_at are the server's.
revoke all on table public."Agendar Reunião" from anon, authenticated;
grant insert ("Nome", "Email", "Numero", "Serviço", "Comentario")
  on table public."Agendar Reunião" to anon, authenticated;
grant all on table public."Agendar Reunião" to service_role;

drop policy if exists "visitors may request meetings" on public."Agendar Reunião";
create policy "visitors may request meetings"
  on public."Agendar Reunião"
  for insert
  to anon, authenticated
  with check (true);
