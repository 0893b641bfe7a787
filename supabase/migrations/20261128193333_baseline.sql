-- =============================================================================
-- Baseline: the whole schema, by concept (decision 195)
-- =============================================================================
-- The 27 migrations of 2026-11-23 to 2026-12-02 squashed into one file, with each object as those migrations left it:
-- every table with its constraints, indexes, rights and policies, then its functions. supabase/schema.sql is the same
-- database as pg_dump writes it, and stays the place to read the current state after later migrations.
--
-- A database that already ran those 27 holds this schema: `npm run deploy` (scripts/deploy/baseline-repair.ts) and the
-- local backend mark this file applied there without running it. Anywhere else it runs as any migration.
--
-- Needs PostgreSQL 16 or later. Rights are stated explicitly for every table and function: new Supabase projects grant
-- nothing to the API roles by default, older ones grant everything.

-- =============================================================================
-- The agency's team: who reads the leads, with which role
-- =============================================================================
-- Members sign in with Supabase Auth (an e-mail one-time code, decision 140) and read through PostgREST as
-- `authenticated`, their token's claims in `request.jwt.claims`. Every right below is row-level security on that role:
-- a member (their token's e-mail listed here) reads, a signed-in non-member reads nothing, anon keeps no right at all.
-- `administracao` manages the team and erases personal data (LGPD); `equipe` works the leads and the editor. The team
-- changes only through the security-definer functions below (42501 in Portuguese for a non-administrator), each
-- change a line of agency_member_changes; the last administrator can be neither removed nor demoted. A removed member
-- loses access at their next request: every policy asks is_agency_member(), which reads the table on each call.
create table public.agency_members (
  -- Lower-cased: Supabase Auth lower-cases the e-mail it puts in the token, and one person is one row.
  email     text primary key,
  -- Who added them: a member's e-mail, or the operator of `npm run members` (their login on the machine).
  added_by  text not null,
  added_at  timestamptz not null default now(),
  role      text not null default 'equipe',

  constraint agency_members_email_lower check (email = lower(email)),
  constraint agency_members_email_format check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  constraint agency_members_added_by_length check (char_length(added_by) between 1 and 254),
  constraint agency_members_role_known check (role in ('administracao', 'equipe'))
);

comment on table public.agency_members is
  'The agency''s team: a signed-in user whose token e-mail is listed here reads the leads (RLS). Managed with npm run members.';

alter table public.agency_members enable row level security;
revoke all on table public.agency_members from anon, authenticated;
grant select on table public.agency_members to authenticated;
grant all on table public.agency_members to service_role;

create table public.agency_member_changes (
  id        bigint generated always as identity primary key,
  at        timestamptz not null default now(),
  actor     text not null,
  -- add: member joined with role; role: from_role → role; remove: member left (from_role was theirs).
  action    text not null check (action in ('add', 'role', 'remove')),
  member    text not null,
  role      text check (role in ('administracao', 'equipe')),
  from_role text check (from_role in ('administracao', 'equipe'))
);

alter table public.agency_member_changes enable row level security;
revoke all on table public.agency_member_changes from anon, authenticated;
grant select on table public.agency_member_changes to authenticated;
grant all on table public.agency_member_changes to service_role;

-- is_agency_member: the one test every policy applies. Security definer, so a policy can ask without the caller reading
-- the table; `role` must be `authenticated` (a token GoTrue issued for a signed-in user), the e-mail the token's.
create function public.is_agency_member()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'role', '') = 'authenticated'
     and exists (select 1 from public.agency_members m where m.email = lower(auth.jwt() ->> 'email'))
$$;

revoke execute on function public.is_agency_member() from public, anon;
grant execute on function public.is_agency_member() to authenticated, service_role;

-- The signed-in caller's e-mail, as every activity line and note records it.
create function public.workspace_actor()
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select lower(auth.jwt() ->> 'email')
$$;

revoke execute on function public.workspace_actor() from public, anon;
grant execute on function public.workspace_actor() to authenticated, service_role;

create policy "members read the members" on public.agency_members
  for select to authenticated using ((select public.is_agency_member()));
create policy "members read the team's changes" on public.agency_member_changes
  for select to authenticated using ((select public.is_agency_member()));

-- Who is asking: a signed-in caller is always their token's e-mail (p_actor is ignored for them); only the server
-- names someone (as workspace_open_export is named one).
create function public.workspace_team_actor(p_actor text)
returns text
language sql
stable
set search_path = ''
as $$
  select case when coalesce(auth.jwt() ->> 'role', '') = 'authenticated' then lower(auth.jwt() ->> 'email') else lower(p_actor) end
$$;

-- The caller's role, or null for a non-member: what the page shows and hides.
create function public.workspace_my_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select m.role from public.agency_members m
   where coalesce(auth.jwt() ->> 'role', '') = 'authenticated' and m.email = lower(auth.jwt() ->> 'email')
$$;

-- The refusal every administrator-only action shares, for a member's token or a member the server names.
create function public.workspace_require_admin(p_actor text default null)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  actor text := public.workspace_team_actor(p_actor);
begin
  if not exists (select 1 from public.agency_members m where m.email = coalesce(actor, '') and m.role = 'administracao') then
    raise exception 'Só quem é da administração pode fazer isso; % não é.', left(coalesce(actor, 'quem pediu'), 254) using errcode = '42501';
  end if;
  return actor;
end
$$;

create function public.workspace_check_role(p_role text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_role is null or p_role not in ('administracao', 'equipe') then
    raise exception 'Papel desconhecido: "%". Use administracao ou equipe.', left(coalesce(p_role, ''), 40) using errcode = '22023';
  end if;
end
$$;

-- Held while the team changes: two administrators demoting each other at once cannot leave none.
create function public.workspace_lock_team()
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform 1 from public.agency_members m where m.role = 'administracao' for update;
end
$$;

create function public.workspace_add_member(p_email text, p_role text default 'equipe', p_actor text default null)
returns table (email text, role text, added_by text, added_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor text := public.workspace_require_admin(p_actor);
  wanted text := lower(trim(coalesce(p_email, '')));
begin
  perform public.workspace_check_role(p_role);
  if char_length(wanted) > 254 or wanted !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    raise exception 'Digite um e-mail completo, como pessoa@agencia.com.br.' using errcode = '22023';
  end if;
  if exists (select 1 from public.agency_members m where m.email = wanted) then
    raise exception '% já é da equipe.', wanted using errcode = '22023';
  end if;
  insert into public.agency_members (email, added_by, role) values (wanted, actor, p_role);
  insert into public.agency_member_changes (actor, action, member, role) values (actor, 'add', wanted, p_role);
  return query select m.email, m.role, m.added_by, m.added_at from public.agency_members m where m.email = wanted;
end
$$;

create function public.workspace_set_member_role(p_email text, p_role text, p_actor text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor text := public.workspace_require_admin(p_actor);
  wanted text := lower(trim(coalesce(p_email, '')));
  was text;
begin
  perform public.workspace_check_role(p_role);
  perform public.workspace_lock_team();
  select m.role into was from public.agency_members m where m.email = wanted;
  if was is null then
    raise exception '% não é da equipe.', left(wanted, 254) using errcode = '22023';
  end if;
  if was = p_role then
    return;
  end if;
  if was = 'administracao' and (select count(*) from public.agency_members m where m.role = 'administracao') = 1 then
    raise exception '% é a única pessoa da administração: dê a administração a outra pessoa antes.', wanted using errcode = '22023';
  end if;
  update public.agency_members m set role = p_role where m.email = wanted;
  insert into public.agency_member_changes (actor, action, member, role, from_role) values (actor, 'role', wanted, p_role, was);
end
$$;

create function public.workspace_remove_member(p_email text, p_actor text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor text := public.workspace_require_admin(p_actor);
  wanted text := lower(trim(coalesce(p_email, '')));
  was text;
begin
  perform public.workspace_lock_team();
  select m.role into was from public.agency_members m where m.email = wanted;
  if was is null then
    raise exception '% não é da equipe.', left(wanted, 254) using errcode = '22023';
  end if;
  if was = 'administracao' and (select count(*) from public.agency_members m where m.role = 'administracao') = 1 then
    raise exception '% é a única pessoa da administração e não pode sair: dê a administração a outra pessoa antes.', wanted
      using errcode = '22023';
  end if;
  delete from public.agency_members m where m.email = wanted;
  insert into public.agency_member_changes (actor, action, member, from_role) values (actor, 'remove', wanted, was);
end
$$;

-- The "Equipe" screen in one call, under RLS: the members and the newest 200 changes.
create function public.workspace_team()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'members', coalesce((select jsonb_agg(to_jsonb(m) order by m.role, m.email)
                           from (select email, role, added_by, added_at from public.agency_members) m), '[]'::jsonb),
    'changes', coalesce((select jsonb_agg(to_jsonb(c) order by c.id desc)
                           from (select id, at, actor, action, member, role, from_role from public.agency_member_changes
                                  order by id desc limit 200) c), '[]'::jsonb)
  )
$$;

-- The refusal the workspace function's calls share (it names the member; only service_role calls these).
create function public.workspace_require_member(p_member text)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not exists (select 1 from public.agency_members m where m.email = lower(coalesce(p_member, ''))) then
    raise exception 'Sem acesso: % não é membro da equipe.', left(coalesce(p_member, ''), 254) using errcode = '42501';
  end if;
end
$$;

revoke execute on function public.workspace_team_actor(text) from public, anon;
revoke execute on function public.workspace_my_role() from public, anon;
revoke execute on function public.workspace_require_admin(text) from public, anon;
revoke execute on function public.workspace_check_role(text) from public, anon;
revoke execute on function public.workspace_lock_team() from public, anon, authenticated;
revoke execute on function public.workspace_add_member(text, text, text) from public, anon;
revoke execute on function public.workspace_set_member_role(text, text, text) from public, anon;
revoke execute on function public.workspace_remove_member(text, text) from public, anon;
revoke execute on function public.workspace_team() from public, anon;
revoke execute on function public.workspace_require_member(text) from public, anon, authenticated;
grant execute on function public.workspace_team_actor(text) to authenticated, service_role;
grant execute on function public.workspace_my_role() to authenticated, service_role;
grant execute on function public.workspace_require_admin(text) to authenticated, service_role;
grant execute on function public.workspace_check_role(text) to authenticated, service_role;
grant execute on function public.workspace_lock_team() to service_role;
grant execute on function public.workspace_add_member(text, text, text) to authenticated, service_role;
grant execute on function public.workspace_set_member_role(text, text, text) to authenticated, service_role;
grant execute on function public.workspace_remove_member(text, text) to authenticated, service_role;
grant execute on function public.workspace_team() to authenticated, service_role;
grant execute on function public.workspace_require_member(text) to service_role;

-- =============================================================================
-- The answers' words: lower-cased and without accents ("joao" finds "João")
-- =============================================================================
-- A lead keeps its folded text beside it (form_submissions.search_text), so the inbox's search reads one short text
-- instead of every payload.
create function public.workspace_fold(p_text text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select translate(lower(p_text), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn')
$$;

create function public.workspace_search_text(p_answers jsonb)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select public.workspace_fold(coalesce(string_agg(v #>> '{}', ' '), ''))
    from jsonb_path_query(p_answers, 'strict $.**') v
   where jsonb_typeof(v) in ('string', 'number')
$$;

revoke execute on function public.workspace_fold(text) from public, anon;
revoke execute on function public.workspace_search_text(jsonb) from public, anon;
grant execute on function public.workspace_fold(text), public.workspace_search_text(jsonb) to authenticated, service_role;

-- =============================================================================
-- form_revisions: every questionnaire revision that reached production
-- =============================================================================
-- A questionnaire is two JSON files (schemas/<id>.json, ui-schemas/<id>.json). `npm run deploy` publishes them here
-- (the local backend does at start), and the `forms` Edge Function validates each submission against the revision the
-- page rendered, read from this table (decision 050). A revision is a distinct schema: `hash` is the SHA-256 of its
-- canonical JSON (form-core/schema-hash.ts). Re-publishing the same schema with another ui-schema updates `ui_schema`
-- in place (it changes no answer's meaning).
create table public.form_revisions (
  form_id            text not null,
  hash               text not null,
  schema             jsonb not null,
  ui_schema          jsonb not null,
  -- When this schema was first published, and when it last became the form's current revision (a revert publishes
  -- an older schema again: it becomes current, and the skew window counts from here).
  first_published_at timestamptz not null default now(),
  published_at       timestamptz not null default now(),
  -- Set when a publish no longer includes the form (its files were removed): the server stops accepting it.
  retired_at         timestamptz,
  -- How long the answers to this form are kept (x-form.retentionDays, or the project's default, resolved by the
  -- publisher): the retention job reads the current revision's.
  retention_days     integer not null,
  -- What the inbox reads of a revision for every lead, kept beside its schema: listing 10,000 leads never reads a
  -- whole schema per row.
  title              text generated always as (schema ->> 'title') stored,
  submit_table       text generated always as (schema -> 'x-form' -> 'submit' ->> 'table') stored,
  submit_columns     jsonb generated always as (schema -> 'x-form' -> 'submit' -> 'columns') stored,

  primary key (form_id, hash),
  constraint form_revisions_form_id_format check (form_id ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
  constraint form_revisions_hash_format check (hash ~ '^[0-9a-f]{64}$'),
  constraint form_revisions_schema_is_object check (jsonb_typeof(schema) = 'object'),
  constraint form_revisions_ui_schema_is_object check (jsonb_typeof(ui_schema) = 'object'),
  constraint form_revisions_retention_days_range check (retention_days between 1 and 3650)
);

comment on table public.form_revisions is
  'Published questionnaire revisions (schemas/<form_id>.json + ui-schemas/<form_id>.json), written by npm run deploy; read by the forms Edge Function.';

create index form_revisions_current_idx on public.form_revisions (form_id, published_at desc);

-- Only the server writes revisions; members read the ones their leads answered.
alter table public.form_revisions enable row level security;
revoke all on table public.form_revisions from anon, authenticated;
grant all on table public.form_revisions to service_role;
grant select on table public.form_revisions to authenticated;
create policy "members read revisions" on public.form_revisions
  for select to authenticated using ((select public.is_agency_member()));

-- live_form_revisions: what the forms function validates with. The form's newest `p_keep` revisions, newest first,
-- unless the form was retired: with the default 2, a page loaded before a deploy still submits; an older one is told
-- to reload (409).
create function public.live_form_revisions(p_form_id text, p_keep integer default 2)
returns table (hash text, schema jsonb, ui_schema jsonb, published_at timestamptz)
language sql
stable
security invoker
set search_path = ''
as $$
  select r.hash, r.schema, r.ui_schema, r.published_at
    from public.form_revisions r
   where r.form_id = p_form_id and r.retired_at is null
   order by r.published_at desc
   limit greatest(p_keep, 1)
$$;

revoke execute on function public.live_form_revisions(text, integer) from public, anon, authenticated;
grant execute on function public.live_form_revisions(text, integer) to service_role;

-- publish_form_revisions: what npm run deploy (and the local backend) call. `p_revisions`: every questionnaire of the
-- site, `[{ form_id, hash, schema, ui_schema, retention_days }]`. Idempotent: publishing the current revision again
-- changes nothing but its ui_schema. Forms missing from the list are retired, unless `p_retire_missing` is false (the
-- local backend, while a file being edited does not parse). Returns one row per form and what happened: new, updated,
-- restored (an older revision is current again), unchanged, retired.
create function public.publish_form_revisions(p_revisions jsonb, p_retire_missing boolean default true)
returns table (form_id text, hash text, change text)
language plpgsql
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  item jsonb;
  current_hash text;
  known boolean;
begin
  if jsonb_typeof(p_revisions) is distinct from 'array' then
    raise exception 'publish_form_revisions: expected a JSON array, got %', jsonb_typeof(p_revisions);
  end if;
  for item in select value from jsonb_array_elements(p_revisions) loop
    select r.hash into current_hash
      from public.form_revisions r
     where r.form_id = item->>'form_id' and r.retired_at is null
     order by r.published_at desc
     limit 1;
    select exists (select 1 from public.form_revisions r where r.form_id = item->>'form_id' and r.hash = item->>'hash') into known;
    if current_hash is not distinct from item->>'hash' then
      update public.form_revisions r set ui_schema = item->'ui_schema', retention_days = (item->>'retention_days')::integer
       where r.form_id = item->>'form_id' and r.hash = item->>'hash';
      change := 'unchanged';
    elsif known then
      update public.form_revisions r set ui_schema = item->'ui_schema', retention_days = (item->>'retention_days')::integer, published_at = now()
       where r.form_id = item->>'form_id' and r.hash = item->>'hash';
      update public.form_revisions r set retired_at = null where r.form_id = item->>'form_id';
      change := 'restored';
    else
      insert into public.form_revisions (form_id, hash, schema, ui_schema, retention_days)
      values (item->>'form_id', item->>'hash', item->'schema', item->'ui_schema', (item->>'retention_days')::integer);
      update public.form_revisions r set retired_at = null where r.form_id = item->>'form_id';
      change := case when current_hash is null then 'new' else 'updated' end;
    end if;
    form_id := item->>'form_id';
    hash := item->>'hash';
    return next;
  end loop;
  return query
    with retired as (
      update public.form_revisions r set retired_at = now()
       where p_retire_missing
         and r.retired_at is null
         and r.form_id not in (select x->>'form_id' from jsonb_array_elements(p_revisions) x)
      returning r.form_id, r.hash
    )
    select distinct on (retired.form_id) retired.form_id, retired.hash, 'retired'::text from retired;
end
$$;

revoke execute on function public.publish_form_revisions(jsonb, boolean) from public, anon, authenticated;
grant execute on function public.publish_form_revisions(jsonb, boolean) to service_role;

-- =============================================================================
-- form_submissions: every briefing and contact message, stored by the forms function
-- =============================================================================
-- One table for every form with `{ "server": true }`: the function validates the payload against the published
-- revision before storing it (as service_role), so the row keeps the answers as `jsonb` and a new or edited form needs
-- no migration. Visitors hold no right on it (decision 060); the CHECKs are the last guard should a server bug or a
-- future grant let a bad row through.
create table public.form_submissions (
  id          uuid primary key default gen_random_uuid(),
  -- The form's id (schemas/<form_id>.json): kebab-case, as the registry names files.
  form_id     text not null,
  -- SHA-256 (hex) of the schema the payload was validated against: the revision the answers belong to.
  schema_hash text not null,
  payload     jsonb not null,
  created_at  timestamptz not null default now(),
  -- Request metadata, bounded; kept only to tell bots from people. No IP address (LGPD: not needed).
  user_agent  text,
  origin      text,
  -- The answers' words for the inbox's search.
  search_text text generated always as (public.workspace_search_text(payload)) stored,

  constraint form_submissions_form_id_format check (form_id ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
  constraint form_submissions_schema_hash_format check (schema_hash ~ '^[0-9a-f]{64}$'),
  constraint form_submissions_payload_is_object check (jsonb_typeof(payload) = 'object'),
  -- The function accepts 64 KiB of JSON; jsonb's text form adds a space after every ':' and ',', so 128 KiB leaves
  -- room without being unbounded.
  constraint form_submissions_payload_size check (octet_length(payload::text) <= 131072),
  constraint form_submissions_user_agent_length check (char_length(user_agent) <= 512),
  constraint form_submissions_origin_length check (char_length(origin) <= 256)
);

comment on table public.form_submissions is
  'Briefings and contact messages, stored by the forms Edge Function (service_role) after validating them against the published revision (form_revisions).';

-- The agency reads newest first, per form; retention deletes by age.
create index form_submissions_form_created_idx on public.form_submissions (form_id, created_at desc);
create index form_submissions_created_idx on public.form_submissions (created_at);

-- Every stored submission names the revision it was validated against. NOT VALID: rows stored before revisions were
-- recorded keep their hash without a revision row; every new row must reference a published one.
alter table public.form_submissions
  add constraint form_submissions_revision_fk
  foreign key (form_id, schema_hash) references public.form_revisions (form_id, hash)
  not valid;

alter table public.form_submissions enable row level security;
revoke all on table public.form_submissions from anon, authenticated;
grant all on table public.form_submissions to service_role;
grant select on table public.form_submissions to authenticated;
create policy "members read leads" on public.form_submissions
  for select to authenticated using ((select public.is_agency_member()));

-- =============================================================================
-- "Agendar Reunião": meeting requests, stored by the forms function through the form's column mapping
-- =============================================================================
-- Table and column names are the spec's (site-and-tools.md §3), Portuguese and quoted: schemas/meeting.json maps its
-- fields onto them (x-form.submit.columns). The CHECKs refuse nothing the form's schema accepts (decision 100):
-- text a person typed may read `true` or `[1, 2]`.
create table public."Agendar Reunião" (
  id           bigint generated always as identity primary key,
  created_at   timestamptz not null default now(),
  "Nome"       text not null,
  "Email"      text not null,
  -- bigint: a Brazilian mobile with area and country code (13 digits) exceeds int4. 0 when the phone has no digits;
  -- at most 15 digits (E.164's maximum).
  "Numero"     bigint not null,
  "Serviço"    text not null,
  "Comentario" text,

  constraint agendar_reuniao_nome_length check (char_length("Nome") between 1 and 200),
  -- Loose on purpose: the schema validates the e-mail's format; the table only refuses what is plainly not one.
  constraint agendar_reuniao_email_format check (char_length("Email") <= 200 and "Email" ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  constraint agendar_reuniao_numero_range check ("Numero" between 0 and 999999999999999),
  constraint agendar_reuniao_servico_length check (char_length("Serviço") between 1 and 64),
  constraint agendar_reuniao_comentario_length check (char_length("Comentario") <= 5000)
);

comment on table public."Agendar Reunião" is
  'Meeting requests from /agendar (schemas/meeting.json), stored by the forms Edge Function (service_role). Numero is the phone digits as a number, 0 when unparsable.';

create index agendar_reuniao_created_idx on public."Agendar Reunião" (created_at desc);

-- The services of schemas/meeting.json (`service.oneOf[].const`); tests/backend/table-constraints.test.ts fails until
-- this list and the schema agree. NOT VALID: rows stored before the check keep what they had (decision 020).
alter table public."Agendar Reunião"
  add constraint agendar_reuniao_servico_option
  check ("Serviço" in ('trafego', 'automacao', 'web', 'outros')) not valid;

alter table public."Agendar Reunião" enable row level security;
revoke all on table public."Agendar Reunião" from anon, authenticated;
grant all on table public."Agendar Reunião" to service_role;
grant select on table public."Agendar Reunião" to authenticated;
create policy "members read meeting requests" on public."Agendar Reunião"
  for select to authenticated using ((select public.is_agency_member()));

-- =============================================================================
-- notification_outbox: every stored lead owes the agency one e-mail
-- =============================================================================
-- The forms function stores a lead and answers the visitor at once; the e-mail is sent afterwards and retried with
-- backoff. What is still owed lives here, next to the row, so a crash, a timeout or a provider outage loses no
-- notification: the next flush (the function's own background task, the pg_cron job below, or the local backend's
-- timer) sends it. An entry references its row (`source_table`, `source_id`) and the revision it answered; the answers
-- are never copied here. store_lead writes it in the same transaction as the row.
create table public.notification_outbox (
  id              bigint generated always as identity primary key,
  form_id         text not null,
  -- The revision the answers were validated against: the e-mail uses its titles.
  schema_hash     text not null,
  -- Where the lead is: form_submissions or the table its form names (x-form.submit.table), and its id as text.
  source_table    text not null,
  source_id       text not null,
  created_at      timestamptz not null default now(),
  attempts        integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- A sender owns the entry until then (a crashed sender's claim simply expires).
  claimed_until   timestamptz,
  last_error      text,
  sent_at         timestamptz,

  constraint notification_outbox_source_unique unique (source_table, source_id),
  constraint notification_outbox_revision_fk foreign key (form_id, schema_hash) references public.form_revisions (form_id, hash),
  constraint notification_outbox_last_error_length check (char_length(last_error) <= 1000)
);

comment on table public.notification_outbox is
  'One row per stored lead: whether the agency e-mail was sent (sent_at), how often it was tried and why it failed. Written by store_lead; drained by the forms function.';

-- What a flush looks for: unsent entries whose time has come.
create index notification_outbox_due_idx on public.notification_outbox (next_attempt_at) where sent_at is null;

-- A meeting row has no revision column (the spec's table): its outbox entry names the revision it answered. Members
-- read that link and whether the e-mail went out, never the send errors.
alter table public.notification_outbox enable row level security;
revoke all on table public.notification_outbox from anon, authenticated;
grant all on table public.notification_outbox to service_role;
grant select (form_id, schema_hash, source_table, source_id, sent_at) on table public.notification_outbox to authenticated;
create policy "members read which revision a lead answered" on public.notification_outbox
  for select to authenticated using ((select public.is_agency_member()));

-- store_lead: the row and its outbox entry, in one transaction. `p_row` is the row as the target table's columns, and
-- the table must be the one the revision's `x-form.submit` names: a caller cannot aim a form at another table. Every
-- target table has an `id` primary key; its value (text) identifies the row in the outbox.
create function public.store_lead(p_form_id text, p_schema_hash text, p_table text, p_row jsonb)
returns table (row_id text, outbox_id bigint)
language plpgsql
security invoker
set search_path = ''
as $$
declare
  submit jsonb;
  declared text;
  column_list text;
begin
  select r.schema->'x-form'->'submit' into submit
    from public.form_revisions r
   where r.form_id = p_form_id and r.hash = p_schema_hash;
  if submit is null then
    raise exception 'store_lead: no published revision % of form %', p_schema_hash, p_form_id using errcode = '23503';
  end if;
  declared := case
    when submit ? 'table' then submit->>'table'
    when submit->'server' = 'true'::jsonb then 'form_submissions'
  end;
  if declared is distinct from p_table then
    raise exception 'store_lead: form % stores into %, not %', p_form_id, coalesce(declared, '(nothing)'), p_table using errcode = '42501';
  end if;
  if jsonb_typeof(p_row) is distinct from 'object' or p_row = '{}'::jsonb then
    raise exception 'store_lead: the row must be a non-empty JSON object' using errcode = '22023';
  end if;
  select string_agg(format('%I', key), ', ') into column_list from jsonb_object_keys(p_row) as key;
  execute format(
    'insert into public.%I (%s) select %s from jsonb_populate_record(null::public.%I, $1) returning id::text',
    p_table, column_list, column_list, p_table
  ) into row_id using p_row;
  insert into public.notification_outbox (form_id, schema_hash, source_table, source_id)
  values (p_form_id, p_schema_hash, p_table, row_id)
  returning id into outbox_id;
  return next;
end
$$;

-- claim_notifications: hand entries to one sender at a time. Unsent entries whose time has come (or the one named by
-- `p_id`, the function sending right after storing), each with its row and its revision's schema and ui-schema, so
-- the e-mail is rendered from what was stored. A claimed entry is the caller's for `p_lease_seconds`; `skip locked`
-- keeps two flushes from taking the same one.
create function public.claim_notifications(p_limit integer default 20, p_lease_seconds integer default 120, p_id bigint default null)
returns table (
  id bigint, form_id text, schema_hash text, schema jsonb, ui_schema jsonb,
  source_table text, source_id text, source_row jsonb, attempts integer
)
language plpgsql
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  item record;
  id_type text;
begin
  for item in
    with due as (
      select o.id
        from public.notification_outbox o
       where o.sent_at is null
         and (o.claimed_until is null or o.claimed_until < now())
         and case when p_id is null then o.next_attempt_at <= now() else o.id = p_id end
       order by o.next_attempt_at, o.id
       limit greatest(p_limit, 1)
       for update skip locked
    )
    update public.notification_outbox o
       set claimed_until = now() + make_interval(secs => greatest(p_lease_seconds, 1)), attempts = o.attempts + 1
      from due
     where o.id = due.id
    returning o.id, o.form_id, o.schema_hash, o.source_table, o.source_id, o.attempts
  loop
    select format_type(a.atttypid, a.atttypmod) into id_type
      from pg_catalog.pg_attribute a
     where a.attrelid = to_regclass(format('public.%I', item.source_table)) and a.attname = 'id' and not a.attisdropped;
    source_row := null;
    if id_type is not null then
      execute format('select to_jsonb(t) from public.%I t where t.id = $1::%s', item.source_table, id_type) into source_row using item.source_id;
    end if;
    select r.schema, r.ui_schema into schema, ui_schema
      from public.form_revisions r
     where r.form_id = item.form_id and r.hash = item.schema_hash;
    id := item.id;
    form_id := item.form_id;
    schema_hash := item.schema_hash;
    source_table := item.source_table;
    source_id := item.source_id;
    attempts := item.attempts;
    return next;
  end loop;
end
$$;

-- finish_notification: sent (`p_error` null), or tried again after 30 s, 1 min, 2 min, … up to 6 h. `p_give_up`:
-- nothing can ever be sent (the row was deleted): kept as not notified, with its reason, never tried again.
create function public.finish_notification(p_id bigint, p_error text default null, p_give_up boolean default false)
returns table (id bigint, attempts integer, next_attempt_at timestamptz, sent_at timestamptz, last_error text)
language plpgsql
security invoker
set search_path = ''
as $$
#variable_conflict use_column
begin
  return query
    update public.notification_outbox o
       set claimed_until = null,
           sent_at = case when p_error is null then now() end,
           last_error = left(p_error, 1000),
           next_attempt_at = case
             when p_error is null then o.next_attempt_at
             when p_give_up then 'infinity'::timestamptz
             else now() + least(make_interval(secs => 30 * power(2, least(greatest(o.attempts - 1, 0), 20))), interval '6 hours')
           end
     where o.id = p_id
    returning o.id, o.attempts, o.next_attempt_at, o.sent_at, o.last_error;
end
$$;

revoke execute on function public.store_lead(text, text, text, jsonb) from public, anon, authenticated;
revoke execute on function public.claim_notifications(integer, integer, bigint) from public, anon, authenticated;
revoke execute on function public.finish_notification(bigint, text, boolean) from public, anon, authenticated;
grant execute on function public.store_lead(text, text, text, jsonb) to service_role;
grant execute on function public.claim_notifications(integer, integer, bigint) to service_role;
grant execute on function public.finish_notification(bigint, text, boolean) to service_role;

-- The retries in production: pg_cron calls the forms function's flush route every minute,
-- `POST /functions/v1/forms/_outbox` with the service-role key (the route refuses any other). It needs pg_cron, pg_net
-- and two Vault secrets, created once per project (docs/backend.md, "E-mail retries"):
--   select vault.create_secret('https://<ref>.supabase.co', 'project_url');
--   select vault.create_secret('<service role key>', 'service_role_key');
-- Called by the job: one HTTP request when something is due, none otherwise. Returns pg_net's request id, or null.
create function public.flush_forms_outbox()
returns bigint
language plpgsql
security invoker
set search_path = ''
as $$
declare
  project_url text;
  service_key text;
  request_id bigint;
begin
  if not exists (
    select 1 from public.notification_outbox o
     where o.sent_at is null and o.next_attempt_at <= now() and (o.claimed_until is null or o.claimed_until < now())
  ) then
    return null;
  end if;
  if to_regclass('vault.decrypted_secrets') is null or to_regnamespace('net') is null then
    raise notice 'flush_forms_outbox: pg_net or Vault missing; nothing sent';
    return null;
  end if;
  execute $q$select decrypted_secret from vault.decrypted_secrets where name = 'project_url'$q$ into project_url;
  execute $q$select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key'$q$ into service_key;
  if project_url is null or service_key is null then
    raise notice 'flush_forms_outbox: Vault secrets project_url and service_role_key are not both set; nothing sent';
    return null;
  end if;
  execute 'select net.http_post(url := $1, body := $2, headers := $3, timeout_milliseconds := 60000)'
    into request_id
    using rtrim(project_url, '/') || '/functions/v1/forms/_outbox',
          '{}'::jsonb,
          jsonb_build_object('content-type', 'application/json', 'authorization', 'Bearer ' || service_key);
  return request_id;
end
$$;

revoke execute on function public.flush_forms_outbox() from public, anon, authenticated;

-- The extensions where they are available (Supabase), and the job; anywhere else (PGlite, a plain PostgreSQL) say why
-- not and go on: the local backend runs the same flush on a timer of its own. Scheduling under the same name again
-- replaces the job.
do $$
begin
  begin
    create extension if not exists pg_net;
  exception when others then
    raise notice 'pg_net not enabled (%): the outbox is flushed by the forms function and the local backend only', sqlerrm;
  end;
  begin
    create extension if not exists pg_cron;
  exception when others then
    raise notice 'pg_cron not enabled (%): no scheduled outbox flush', sqlerrm;
  end;
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron')
     and exists (select 1 from pg_catalog.pg_extension where extname = 'pg_net') then
    execute $q$select cron.schedule('forms-outbox-flush', '* * * * *', 'select public.flush_forms_outbox()')$q$;
  end if;
end
$$;

-- =============================================================================
-- rate_limit_hits: how many submissions a client sent, per form and in all, per time window
-- =============================================================================
-- The forms function asks hit_rate_limit before reading a submission's body: a client (a salted SHA-256 of its IP
-- address, never the address itself) may send `p_limit` submissions of one form and `p_global_limit` of all forms per
-- window; past that it is answered 429 with Retry-After (RATE_LIMIT_* in docs/backend.md). Refusals (an unknown form,
-- a revision no longer accepted) count under one scope per client, `_refused`, and in its total ('*'). Fixed windows:
-- a client may send up to twice a limit around a window's edge, enough to keep a bot from emptying the e-mail quota.
create table public.rate_limit_hits (
  client_key   text not null,
  -- A form id, '*' for every form together, or '_refused'.
  scope        text not null,
  window_start timestamptz not null,
  expires_at   timestamptz not null,
  hits         integer not null default 0,

  primary key (client_key, scope, window_start),
  constraint rate_limit_hits_client_key_format check (client_key ~ '^[0-9a-f]{64}$'),
  constraint rate_limit_hits_scope_format check (scope in ('*', '_refused') or scope ~ '^[a-z0-9][a-z0-9-]{0,63}$')
);

comment on table public.rate_limit_hits is
  'Submissions per client (salted hash of the IP) per form and window, for the forms function''s rate limit. Rows delete themselves once their window is over.';

create index rate_limit_hits_expires_idx on public.rate_limit_hits (expires_at);

alter table public.rate_limit_hits enable row level security;
revoke all on table public.rate_limit_hits from anon, authenticated;
grant all on table public.rate_limit_hits to service_role;

-- Every call counts (a refused client that keeps sending stays refused). `retry_after` is the seconds until the window
-- ends, 0 when allowed. Each call also deletes up to 200 counters whose window is over: no scheduler needed.
create function public.hit_rate_limit(p_client text, p_form_id text, p_limit integer, p_window_seconds integer, p_global_limit integer)
returns table (allowed boolean, retry_after integer)
language plpgsql
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  started timestamptz;
  ends timestamptz;
  form_hits integer;
  all_hits integer;
begin
  if p_window_seconds is null or p_window_seconds < 1 or p_limit is null or p_limit < 1 or p_global_limit is null or p_global_limit < 1 then
    raise exception 'hit_rate_limit: limits and window must be positive' using errcode = '22023';
  end if;
  started := to_timestamp(floor(extract(epoch from now()) / p_window_seconds) * p_window_seconds);
  ends := started + make_interval(secs => p_window_seconds);

  delete from public.rate_limit_hits h
   where h.ctid in (select x.ctid from public.rate_limit_hits x where x.expires_at < now() limit 200 for update skip locked);

  insert into public.rate_limit_hits as h (client_key, scope, window_start, expires_at, hits)
  values (p_client, p_form_id, started, ends, 1)
  on conflict (client_key, scope, window_start) do update set hits = h.hits + 1
  returning h.hits into form_hits;

  insert into public.rate_limit_hits as h (client_key, scope, window_start, expires_at, hits)
  values (p_client, '*', started, ends, 1)
  on conflict (client_key, scope, window_start) do update set hits = h.hits + 1
  returning h.hits into all_hits;

  allowed := form_hits <= p_limit and all_hits <= p_global_limit;
  retry_after := case when allowed then 0 else greatest(1, ceil(extract(epoch from ends - now()))::integer) end;
  return next;
end
$$;

revoke execute on function public.hit_rate_limit(text, text, integer, integer, integer) from public, anon, authenticated;
grant execute on function public.hit_rate_limit(text, text, integer, integer, integer) to service_role;

-- =============================================================================
-- Retention: answers are deleted when their questionnaire's retention period ends (LGPD art. 15–16, decision 080)
-- =============================================================================
-- The period of a form's newest revision applies to all its rows, retired forms included; rows of a table form are
-- deleted from that table. `p_dry_run`: count only. Returns, per table and form, how many rows are (or would be) gone.
create function public.purge_expired_submissions(p_dry_run boolean default true)
returns table (table_name text, form_id text, retention_days integer, expired bigint)
language plpgsql
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  f record;
  target text;
  n bigint;
begin
  for f in
    select distinct on (r.form_id) r.form_id, r.retention_days, r.schema->'x-form'->'submit'->>'table' as target_table
      from public.form_revisions r
     order by r.form_id, r.published_at desc
  loop
    target := coalesce(f.target_table, 'form_submissions');
    if target = 'form_submissions' then
      if p_dry_run then
        select count(*) into n from public.form_submissions s
         where s.form_id = f.form_id and s.created_at < now() - make_interval(days => f.retention_days);
      else
        delete from public.form_submissions s
         where s.form_id = f.form_id and s.created_at < now() - make_interval(days => f.retention_days);
        get diagnostics n = row_count;
      end if;
    else
      -- A table target holds one form's rows only (check:schemas and the form's column mapping say so).
      if p_dry_run then
        execute format('select count(*) from public.%I where created_at < now() - make_interval(days => $1)', target) into n using f.retention_days;
      else
        execute format('delete from public.%I where created_at < now() - make_interval(days => $1)', target) using f.retention_days;
        get diagnostics n = row_count;
      end if;
    end if;
    if not p_dry_run then
      -- An e-mail still owed for a deleted row has nothing left to say: its outbox entry goes with it.
      execute format(
        'delete from public.notification_outbox o where o.source_table = $1 and not exists (select 1 from public.%I t where t.id::text = o.source_id)',
        target) using target;
    end if;
    table_name := target;
    form_id := f.form_id;
    retention_days := f.retention_days;
    expired := n;
    return next;
  end loop;
end
$$;

revoke execute on function public.purge_expired_submissions(boolean) from public, anon, authenticated;
grant execute on function public.purge_expired_submissions(boolean) to service_role;

-- The daily job, where pg_cron exists (Supabase: Integrations → Cron enables it). Elsewhere nothing is scheduled: the
-- local backend purges at start, and `npm run privacy -- purge` runs the same function by hand.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron with schema pg_catalog;
      perform cron.schedule('purge-expired-submissions', '17 6 * * *', 'select public.purge_expired_submissions(false)');
    exception when others then
      raise notice 'pg_cron indisponível (%): agende public.purge_expired_submissions(false) por outro meio', sqlerrm;
    end;
  end if;
end
$$;

-- =============================================================================
-- A lead in the workspace: its table and id, its status, owner, notes and activity
-- =============================================================================
-- The leads stay where the forms function stores them; what the workspace adds is keyed by (source_table,
-- source_id), the pair notification_outbox uses. Named once, as domains (a value outside them is 23514). The statuses
-- are workspace_lead_status_names(), in the order of the work; tests/backend/declared-facts.test.ts proves the list
-- equals the TypeScript one.
create domain public.lead_source_table as text check (value in ('form_submissions', 'Agendar Reunião'));
create domain public.lead_source_id as text check (char_length(value) between 1 and 64);

create function public.workspace_lead_status_names()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['novo', 'em_andamento', 'concluido', 'descartado']
$$;

create domain public.lead_status_name as text
  constraint lead_status_name_known check (value = any (public.workspace_lead_status_names()));

revoke execute on function public.workspace_lead_status_names() from public, anon;
grant execute on function public.workspace_lead_status_names() to authenticated, service_role;

-- lead_status: novo → em andamento → concluído, or descartado; no row means `novo`. Any status may follow any other
-- (a lead discarded by mistake is reopened); every change is an activity line (decision 141).
create table public.lead_status (
  source_table public.lead_source_table not null,
  source_id    public.lead_source_id not null,
  status       public.lead_status_name not null,
  updated_at   timestamptz not null default now(),
  updated_by   text not null,

  primary key (source_table, source_id),
  constraint lead_status_updated_by_length check (char_length(updated_by) between 1 and 254)
);

comment on table public.lead_status is
  'The workspace status of a lead (form_submissions or "Agendar Reunião" row); absent means novo. Written by members (RLS), logged in lead_activity.';

-- Column grants: a member sets a status; who and when are the trigger's.
alter table public.lead_status enable row level security;
revoke all on table public.lead_status from anon, authenticated;
grant select, insert (source_table, source_id, status), update (status) on table public.lead_status to authenticated;
grant all on table public.lead_status to service_role;
create policy "members read statuses" on public.lead_status for select to authenticated using ((select public.is_agency_member()));
create policy "members set statuses" on public.lead_status for insert to authenticated with check ((select public.is_agency_member()));
create policy "members change statuses" on public.lead_status
  for update to authenticated using ((select public.is_agency_member())) with check ((select public.is_agency_member()));

-- lead_owner: who on the team answers for a lead ("Responsável"); no row means nobody. Removing someone from the team
-- drops their ownerships with them; the activity keeps who owned what.
create table public.lead_owner (
  source_table public.lead_source_table not null,
  source_id    public.lead_source_id not null,
  owner        text not null references public.agency_members (email) on delete cascade,
  updated_at   timestamptz not null default now(),
  updated_by   text not null,

  primary key (source_table, source_id),
  constraint lead_owner_updated_by_length check (char_length(updated_by) between 1 and 254)
);

create index lead_owner_owner_idx on public.lead_owner (owner);

comment on table public.lead_owner is
  'The member who answers for a lead (form_submissions or "Agendar Reunião" row); absent means nobody. Written only by workspace_set_owner.';

alter table public.lead_owner enable row level security;
revoke all on table public.lead_owner from anon, authenticated;
grant select on table public.lead_owner to authenticated;
grant all on table public.lead_owner to service_role;
create policy "members read owners" on public.lead_owner for select to authenticated using ((select public.is_agency_member()));

-- lead_notes: the agency's internal notes on a lead. Members add them; only the author edits or deletes one, through
-- workspace_edit_note and workspace_delete_note.
create table public.lead_notes (
  id           bigint generated always as identity primary key,
  source_table public.lead_source_table not null,
  source_id    public.lead_source_id not null,
  body         text not null,
  author       text not null,
  created_at   timestamptz not null default now(),

  constraint lead_notes_body_length check (char_length(btrim(body)) between 1 and 5000),
  constraint lead_notes_author_length check (char_length(author) between 1 and 254)
);

create index lead_notes_lead_idx on public.lead_notes (source_table, source_id, created_at);

comment on table public.lead_notes is
  'Internal notes on a lead, written by members; only the author edits or deletes one (workspace_edit_note, workspace_delete_note), each a line of lead_activity.';

alter table public.lead_notes enable row level security;
revoke all on table public.lead_notes from anon, authenticated;
grant select, insert (source_table, source_id, body) on table public.lead_notes to authenticated;
grant all on table public.lead_notes to service_role;
create policy "members read notes" on public.lead_notes for select to authenticated using ((select public.is_agency_member()));
create policy "members add notes" on public.lead_notes for insert to authenticated with check ((select public.is_agency_member()));

-- lead_activity: who changed what on a lead, and when. Written by triggers and security-definer functions only.
create table public.lead_activity (
  id           bigint generated always as identity primary key,
  source_table public.lead_source_table not null,
  source_id    public.lead_source_id not null,
  actor        text not null,
  -- `status`: from_status → to_status; `note`, `note_edited`, `note_deleted`: the text stays in lead_notes, or is
  -- gone; `answer`: the member tapped the lead's e-mail, WhatsApp or phone link; `owner`: the owner set.
  action       text not null,
  from_status  public.lead_status_name,
  to_status    public.lead_status_name,
  created_at   timestamptz not null default now(),
  channel      text,
  owner        text,

  constraint lead_activity_action check (action in ('status', 'note', 'answer', 'note_edited', 'note_deleted', 'owner')),
  constraint lead_activity_status_pair check ((action = 'status') = (to_status is not null)),
  constraint lead_activity_actor_length check (char_length(actor) between 1 and 254),
  constraint lead_activity_channel
    check ((action = 'answer') = (channel is not null) and (channel is null or channel in ('email', 'whatsapp', 'phone'))),
  constraint lead_activity_owner check (owner is null or action = 'owner')
);

create index lead_activity_lead_idx on public.lead_activity (source_table, source_id, created_at);

comment on table public.lead_activity is 'One line per status change or note on a lead: who, when, what. Written by triggers, read by members.';
comment on column public.lead_activity.channel is 'For `answer`: the link the member tapped (email, whatsapp, phone).';
comment on column public.lead_activity.owner is 'For `owner`: the member made owner, null when the owner was cleared.';

alter table public.lead_activity enable row level security;
revoke all on table public.lead_activity from anon, authenticated;
grant select on table public.lead_activity to authenticated;
grant all on table public.lead_activity to service_role;
create policy "members read activity" on public.lead_activity for select to authenticated using ((select public.is_agency_member()));

-- workspace_visits: when each member last opened the inbox, and the visit before (what the list marks as new).
create table public.workspace_visits (
  member    text primary key references public.agency_members (email) on delete cascade,
  -- The last time the member opened the inbox: the count "new since" counts leads after it.
  seen_at   timestamptz not null,
  -- The visit before that one (the first visit itself, at first): the list marks leads after it, so what was new when
  -- the member opened the inbox stays marked while they read it.
  since     timestamptz not null
);

comment on table public.workspace_visits is
  'Per member: when they last opened the inbox (seen_at) and the visit before (since). Written only by workspace_inbox(p_visit).';

alter table public.workspace_visits enable row level security;
revoke all on table public.workspace_visits from anon, authenticated;
grant all on table public.workspace_visits to service_role;

-- The triggers: a status or note names an existing lead, carries its author, and leaves an activity line. Security
-- definer, so the activity is written by the trigger and granted to nobody. A signed-in non-member is refused before
-- the lead is looked up (no oracle of which ids exist); the server (service_role, no token) names the author itself.
create function public.workspace_stamp()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor text := public.workspace_actor();
  found boolean;
begin
  if coalesce(auth.jwt() ->> 'role', '') = 'authenticated' and not public.is_agency_member() then
    raise exception 'Sem acesso: % não é membro da equipe.', left(coalesce(actor, ''), 254) using errcode = '42501';
  end if;
  execute format('select exists (select 1 from public.%I t where t.id::text = $1)', new.source_table) into found using new.source_id;
  if not found then
    raise exception 'Lead % % não existe.', new.source_table, new.source_id using errcode = '23503';
  end if;
  -- A member's own e-mail; the server (service_role, no token) names the author itself.
  if tg_table_name = 'lead_status' then
    new.updated_at := now();
    new.updated_by := coalesce(actor, new.updated_by);
  else
    new.created_at := now();
    new.author := coalesce(actor, new.author);
  end if;
  return new;
end
$$;

create function public.workspace_log_activity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'lead_notes' then
    insert into public.lead_activity (source_table, source_id, actor, action)
    values (new.source_table, new.source_id, new.author, 'note');
  elsif tg_op = 'INSERT' or old.status is distinct from new.status then
    insert into public.lead_activity (source_table, source_id, actor, action, from_status, to_status)
    values (new.source_table, new.source_id, new.updated_by, 'status', case when tg_op = 'INSERT' then 'novo' else old.status end, new.status);
  end if;
  return null;
end
$$;

revoke execute on function public.workspace_stamp() from public, anon, authenticated;
revoke execute on function public.workspace_log_activity() from public, anon, authenticated;

create trigger lead_status_stamp before insert or update on public.lead_status
  for each row execute function public.workspace_stamp();
create trigger lead_status_activity after insert or update on public.lead_status
  for each row execute function public.workspace_log_activity();
create trigger lead_notes_stamp before insert on public.lead_notes
  for each row execute function public.workspace_stamp();
create trigger lead_notes_activity after insert on public.lead_notes
  for each row execute function public.workspace_log_activity();

-- A lead's records beside its row, named once: the trigger that forgets a deleted lead deletes from each of these
-- tables, and privacy_copy hands over their whole rows (decision 176). tests/backend/privacy-copy.test.ts fails if a
-- table keyed by a lead is missing here.
create function public.lead_record_tables()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['lead_status', 'lead_owner', 'lead_notes', 'lead_activity', 'notification_outbox']::text[]
$$;

comment on function public.lead_record_tables() is
  'The tables holding a lead''s records by (source_table, source_id): deleted with the lead, handed over whole in its LGPD copy.';

-- A lead erased (LGPD) or past its retention takes every record of the list with it, the e-mail still owed included.
create function public.workspace_forget_leads()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ids text[] := array(select g.id::text from gone g);
  tbl text;
begin
  foreach tbl in array public.lead_record_tables() loop
    execute format('delete from public.%I r where r.source_table = $1 and r.source_id = any($2)', tbl) using tg_table_name, ids;
  end loop;
  return null;
end
$$;

revoke execute on function public.workspace_forget_leads() from public, anon, authenticated;

create trigger form_submissions_forget after delete on public.form_submissions
  referencing old table as gone for each statement execute function public.workspace_forget_leads();
create trigger agendar_reuniao_forget after delete on public."Agendar Reunião"
  referencing old table as gone for each statement execute function public.workspace_forget_leads();

-- =============================================================================
-- workspace_leads: every lead of every form, one row each, read under the caller's rights
-- =============================================================================
-- security_invoker: the policies apply to whoever queries it (a non-member sees no row). `answers` is the answers as
-- the form's fields: form_submissions' payload, or a table row read back through the column mapping of the revision
-- it answered, so the inbox searches and shows both the same way.
create view public.workspace_leads with (security_invoker = true) as
select
  'form_submissions'::text as source_table,
  s.id::text as source_id,
  s.form_id,
  s.schema_hash,
  coalesce(r.title, s.form_id) as form_title,
  s.created_at,
  s.payload as answers,
  coalesce(st.status, 'novo') as status,
  st.updated_at as status_updated_at,
  s.search_text,
  ow.owner
from public.form_submissions s
left join public.form_revisions r on r.form_id = s.form_id and r.hash = s.schema_hash
left join public.lead_status st on st.source_table = 'form_submissions' and st.source_id = s.id::text
left join public.lead_owner ow on ow.source_table = 'form_submissions' and ow.source_id = s.id::text
union all
select
  'Agendar Reunião'::text,
  m.id::text,
  r.form_id,
  r.hash,
  coalesce(r.title, r.form_id, 'Agendar Reunião'),
  m.created_at,
  coalesce(
    (select jsonb_object_agg(c.value ->> 'field', to_jsonb(m) -> c.key)
       from jsonb_each(r.submit_columns) c),
    to_jsonb(m) - 'id' - 'created_at'
  ),
  coalesce(st.status, 'novo'),
  st.updated_at,
  public.workspace_search_text(to_jsonb(m) - 'id' - 'created_at'),
  ow.owner
from public."Agendar Reunião" m
left join public.notification_outbox o on o.source_table = 'Agendar Reunião' and o.source_id = m.id::text
left join lateral (
  select rv.form_id, rv.hash, rv.title, rv.submit_columns
    from public.form_revisions rv
   where rv.submit_table = 'Agendar Reunião'
     and (case when o.schema_hash is null then rv.first_published_at <= m.created_at else rv.form_id = o.form_id and rv.hash = o.schema_hash end)
   order by rv.first_published_at desc
   limit 1
) r on true
left join public.lead_status st on st.source_table = 'Agendar Reunião' and st.source_id = m.id::text
left join public.lead_owner ow on ow.source_table = 'Agendar Reunião' and ow.source_id = m.id::text;

comment on view public.workspace_leads is
  'Every lead (form_submissions and "Agendar Reunião") with its form, revision, answers by field and status; security_invoker, so RLS decides who sees rows.';

revoke all on table public.workspace_leads from anon, authenticated;
grant select on table public.workspace_leads to authenticated;
grant select on table public.workspace_leads to service_role;

-- =============================================================================
-- The inbox and a lead's page (PostgREST rpc, under the caller's rights)
-- =============================================================================
-- Security invoker unless said: the policies decide, so a non-member lists nothing and finds no lead. Bad input is
-- refused with a Portuguese message and SQLSTATE 22023 (PostgREST: 400), an unknown lead with P0001 (400; P0002 would
-- be a 500 there), before anything is written.

-- A status is one of the domain's; the refusal names them from the same list.
create function public.workspace_require_status(p_status text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  names text[] := public.workspace_lead_status_names();
begin
  perform p_status::public.lead_status_name;
exception when check_violation then
  raise exception 'Situação desconhecida: "%". Use % ou %.', left(p_status, 40),
    array_to_string(names[1:cardinality(names) - 1], ', '), names[cardinality(names)] using errcode = '22023';
end
$$;

-- A lead is one the caller can see; the refusal is said to a person, without the table's name or the row's id.
create function public.workspace_require_lead(p_source_table text, p_source_id text)
returns void
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not exists (select 1 from public.workspace_leads l where l.source_table = p_source_table and l.source_id = p_source_id) then
    raise exception 'Este lead não existe mais: pode ter sido apagado (a pedido da pessoa ou pelo prazo de guarda) ou o link está incompleto.'
      using errcode = 'P0001';
  end if;
end
$$;

revoke execute on function public.workspace_require_status(text), public.workspace_require_lead(text, text) from public, anon;
grant execute on function public.workspace_require_status(text), public.workspace_require_lead(text, text) to authenticated, service_role;

-- workspace_filtered_leads: the leads one filter keeps, for the inbox (its page and its count) and the export. A null
-- filter keeps every lead; p_needle is the search already folded; p_owner an e-mail, '' for leads with nobody. One
-- SELECT, stable, security invoker and no `set search_path`: the planner inlines it into each caller's query, so they
-- plan as hand-written WHEREs would (every name in it is schema-qualified).
create function public.workspace_filtered_leads(
  p_form_id text,
  p_status text,
  p_from timestamptz,
  p_to timestamptz,
  p_needle text,
  p_owner text
)
returns setof public.workspace_leads
language sql
stable
security invoker
as $$
  select l.*
    from public.workspace_leads l
   where (p_form_id is null or l.form_id = p_form_id)
     and (p_status is null or l.status = p_status)
     and (p_from is null or l.created_at >= p_from)
     and (p_to is null or l.created_at < p_to)
     and (p_needle is null or strpos(l.search_text, p_needle) > 0)
     and (p_owner is null or (case when p_owner = '' then l.owner is null else l.owner = lower(p_owner) end))
$$;

revoke execute on function public.workspace_filtered_leads(text, text, timestamptz, timestamptz, text, text) from public, anon;
grant execute on function public.workspace_filtered_leads(text, text, timestamptz, timestamptz, text, text) to authenticated, service_role;

-- workspace_lead_order: the one order of the list and the CSV, and the CSV's next-page condition in that order.
-- p_sort: date, form, status (in the order of the work: novo first) or owner (nobody last going up). Every order ends
-- with the lead's time, newest first, then its table and id (both descending): two leads of the same instant come out
-- the same way on the screen and in the file. `key` is the sort's value as text, so the CSV's cursor is one row (key,
-- created_at, source_table, source_id) whatever the sort. Only these fixed texts are ever formatted into SQL.
create function public.workspace_lead_order(p_sort text, p_desc boolean)
returns table (key_sql text, order_sql text, after_sql text)
language plpgsql
immutable
set search_path = ''
as $$
declare
  tail constant text := 'l.created_at desc, l.source_table desc, l.source_id desc';
  after_tail constant text := '(l.created_at, l.source_table, l.source_id) < ($2, $3, $4)';
begin
  if p_sort is null or p_sort = 'date' then
    if coalesce(p_desc, true) then
      return query select 'null::text', tail, after_tail;
    else
      return query select 'null::text', 'l.created_at, l.source_table, l.source_id', '(l.created_at, l.source_table, l.source_id) > ($2, $3, $4)';
    end if;
    return;
  end if;
  key_sql := case p_sort
    when 'form' then 'l.form_title'
    when 'status' then 'lpad(array_position(public.workspace_lead_status_names(), l.status)::text, 2, ''0'')'
    when 'owner' then 'case when l.owner is null then ''1'' else ''0'' || l.owner end'
  end;
  if key_sql is null then
    raise exception 'Ordem desconhecida: "%". Use date, form, status ou owner.', left(p_sort, 40) using errcode = '22023';
  end if;
  order_sql := format('%s %s, %s', key_sql, case when coalesce(p_desc, false) then 'desc' else 'asc' end, tail);
  after_sql := format('(%1$s %2$s $1 or (%1$s = $1 and %3$s))', key_sql, case when coalesce(p_desc, false) then '<' else '>' end, after_tail);
  return next;
end
$$;

revoke execute on function public.workspace_lead_order(text, boolean) from public, anon;
grant execute on function public.workspace_lead_order(text, boolean) to authenticated, service_role;

-- workspace_list_leads: one page of the filter in the chosen order, with the filter's total.
create function public.workspace_list_leads(
  p_form_id text default null,
  p_status text default null,
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_search text default null,
  p_limit integer default 50,
  p_offset integer default 0,
  p_owner text default null,
  p_sort text default 'date',
  p_desc boolean default null
)
returns table (
  source_table text, source_id text, form_id text, form_title text, schema_hash text,
  created_at timestamptz, status text, owner text, answers jsonb, total bigint
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  needle text := nullif(public.workspace_fold(btrim(coalesce(p_search, ''))), '');
  ordering record;
begin
  perform public.workspace_require_status(p_status);
  if p_limit is null or p_limit not between 1 and 200 then
    raise exception 'Tamanho de página inválido: use de 1 a 200 leads por página.' using errcode = '22023';
  end if;
  if p_offset is null or p_offset < 0 then
    raise exception 'Posição inválida: a página começa em 0 ou depois.' using errcode = '22023';
  end if;
  if p_from is not null and p_to is not null and p_from > p_to then
    raise exception 'Período inválido: o início é depois do fim.' using errcode = '22023';
  end if;
  if char_length(needle) > 200 then
    raise exception 'Busca longa demais: use até 200 caracteres.' using errcode = '22023';
  end if;
  select * into ordering from public.workspace_lead_order(p_sort, p_desc);
  -- The page by itself, then the filter's count once (a window count would carry every matching row along).
  return query execute format(
    'select l.source_table, l.source_id, l.form_id, l.form_title, l.schema_hash, l.created_at, l.status, l.owner, l.answers,
            (select count(*) from public.workspace_filtered_leads($1, $2, $3, $4, $5, $6))
       from public.workspace_filtered_leads($1, $2, $3, $4, $5, $6) l
      order by %s
      limit $7 offset $8', ordering.order_sql)
    using p_form_id, p_status, p_from, p_to, needle, p_owner, p_limit, p_offset;
end
$$;

revoke execute on function public.workspace_list_leads(text, text, timestamptz, timestamptz, text, integer, integer, text, text, boolean) from public, anon;
grant execute on function public.workspace_list_leads(text, text, timestamptz, timestamptz, text, integer, integer, text, text, boolean) to authenticated, service_role;

-- workspace_forms: the forms to filter by, those whose newest revision stores its leads (not `{ local: true }`).
create function public.workspace_forms()
returns table (form_id text, title text)
language sql
stable
security invoker
set search_path = ''
as $$
  select f.form_id, f.title
    from (select distinct on (r.form_id) r.form_id, coalesce(r.title, r.form_id) as title, r.schema
            from public.form_revisions r
           order by r.form_id, r.first_published_at desc) f
   where (f.schema #> '{x-form,submit,local}') is distinct from 'true'::jsonb
   order by f.form_id
$$;

revoke execute on function public.workspace_forms() from public, anon;
grant execute on function public.workspace_forms() to authenticated, service_role;

-- The caller's visit, moved on when p_move: security definer, as nobody writes workspace_visits directly. A caller who
-- is not a member (or the server, with no token) has no visit: both null.
create function public.workspace_visit(p_move boolean)
returns table (seen_at timestamptz, since timestamptz)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  me text := public.workspace_actor();
begin
  if me is null or not public.is_agency_member() then
    return query select null::timestamptz, null::timestamptz;
    return;
  end if;
  if p_move then
    return query
      -- The first visit marks what arrives after it: nothing before a member's first look is "new" to them.
      insert into public.workspace_visits as v (member, seen_at, since) values (me, now(), now())
      on conflict (member) do update set since = v.seen_at, seen_at = now()
      returning v.seen_at, v.since;
  else
    return query select v.seen_at, v.since from public.workspace_visits v where v.member = me;
  end if;
end
$$;

revoke execute on function public.workspace_visit(boolean) from public, anon;
grant execute on function public.workspace_visit(boolean) to authenticated, service_role;

-- workspace_inbox: one list screen in one round trip. The page's rows and the filter's total (from the first page when
-- the page asked is past the last one), the revisions among them the page does not hold yet (their hashes in
-- p_known_hashes), the forms to filter by when asked (once per session), and what is new since the member last looked.
-- p_visit: this call opens the inbox (a link, a reload), not a poll or a filter change: the member's visit moves on.
-- `since` marks the rows; `unread` counts the leads after seen_at (up to 100: "99+"). Volatile for that write.
create function public.workspace_inbox(
  p_form_id text default null,
  p_status text default null,
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_search text default null,
  p_limit integer default 50,
  p_offset integer default 0,
  p_known_hashes jsonb default '[]'::jsonb,
  p_with_forms boolean default false,
  p_owner text default null,
  p_sort text default 'date',
  p_desc boolean default null,
  p_visit boolean default false
)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  page_rows jsonb;
  page_total bigint;
  visit record;
begin
  if jsonb_typeof(p_known_hashes) is distinct from 'array' or jsonb_array_length(p_known_hashes) > 1000 then
    raise exception 'Revisões conhecidas inválidas: uma lista de até 1000 códigos.' using errcode = '22023';
  end if;
  select * into visit from public.workspace_visit(coalesce(p_visit, false));
  -- workspace_list_leads checks the filters (status, page, period, search, order) and refuses in Portuguese.
  select coalesce(jsonb_agg(to_jsonb(l) - 'total' - 'ordinality' order by l.ordinality), '[]'::jsonb), max(l.total)
    into page_rows, page_total
    from public.workspace_list_leads(p_form_id, p_status, p_from, p_to, p_search, p_limit, p_offset, p_owner, p_sort, p_desc) with ordinality as l;
  if page_total is null and p_offset > 0 then
    select max(l.total) into page_total
      from public.workspace_list_leads(p_form_id, p_status, p_from, p_to, p_search, 1, 0, p_owner, p_sort, p_desc) l;
  end if;
  return jsonb_build_object(
    'total', coalesce(page_total, 0),
    'rows', page_rows,
    'since', visit.since,
    -- Counted up to 100 (the page shows "99+"): a member back after months does not pay for counting every lead.
    'unread', case when visit.seen_at is null then 0
                   else (select count(*) from (select 1 from public.workspace_leads l where l.created_at > visit.seen_at limit 100) n) end,
    'revisions', (select coalesce(jsonb_agg(jsonb_build_object('form_id', r.form_id, 'hash', r.hash, 'schema', r.schema, 'ui_schema', r.ui_schema)), '[]'::jsonb)
                    from public.form_revisions r
                   where r.hash in (select x ->> 'schema_hash' from jsonb_array_elements(page_rows) x)
                     and not p_known_hashes ? r.hash),
    'forms', case when p_with_forms then
               (select coalesce(jsonb_agg(jsonb_build_object('form_id', f.form_id, 'title', f.title) order by f.title), '[]'::jsonb)
                  from public.workspace_forms() f)
             end
  );
end
$$;

revoke execute on function public.workspace_inbox(text, text, timestamptz, timestamptz, text, integer, integer, jsonb, boolean, text, text, boolean, boolean) from public, anon;
grant execute on function public.workspace_inbox(text, text, timestamptz, timestamptz, text, integer, integer, jsonb, boolean, text, text, boolean, boolean) to authenticated, service_role;

-- workspace_lead: one lead with the revision it answered, its notes and its activity.
create function public.workspace_lead(p_source_table text, p_source_id text)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  lead jsonb;
begin
  perform public.workspace_require_lead(p_source_table, p_source_id);
  select to_jsonb(l) - 'search_text' into lead from public.workspace_leads l where l.source_table = p_source_table and l.source_id = p_source_id;
  return jsonb_build_object(
    'lead', lead,
    'revision', (select jsonb_build_object('form_id', r.form_id, 'hash', r.hash, 'schema', r.schema, 'ui_schema', r.ui_schema)
                   from public.form_revisions r where r.form_id = lead ->> 'form_id' and r.hash = lead ->> 'schema_hash'),
    'notes', coalesce((select jsonb_agg(jsonb_build_object('id', n.id, 'body', n.body, 'author', n.author, 'created_at', n.created_at) order by n.created_at, n.id)
                         from public.lead_notes n where n.source_table = p_source_table and n.source_id = p_source_id), '[]'::jsonb),
    'activity', coalesce((select jsonb_agg(jsonb_build_object('actor', a.actor, 'action', a.action, 'from_status', a.from_status,
                                                              'to_status', a.to_status, 'channel', a.channel, 'owner', a.owner,
                                                              'created_at', a.created_at)
                                           order by a.created_at, a.id)
                            from public.lead_activity a where a.source_table = p_source_table and a.source_id = p_source_id), '[]'::jsonb)
  );
end
$$;

revoke execute on function public.workspace_lead(text, text) from public, anon;
grant execute on function public.workspace_lead(text, text) to authenticated, service_role;

-- workspace_other_leads: the same person's other leads, by e-mail (an answer equal to it, case-insensitive, whatever
-- its form names the question). Members only: a non-member is refused before anything is read. The folded search
-- text narrows the scan first, as the inbox's search does.
create function public.workspace_other_leads(p_source_table text, p_source_id text, p_email text)
returns table (source_table text, source_id text, form_title text, created_at timestamptz, status text)
language plpgsql
stable
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  wanted text := lower(btrim(coalesce(p_email, '')));
begin
  if not public.is_agency_member() then
    raise exception 'Só a equipe da agência vê os leads.' using errcode = '42501';
  end if;
  if wanted !~ '^[^@[:space:]]+@[^@[:space:]]+$' or char_length(wanted) > 254 then
    raise exception 'E-mail inválido para buscar outros leads.' using errcode = '22023';
  end if;
  return query
    select l.source_table, l.source_id, l.form_title, l.created_at, l.status
      from public.workspace_leads l
     where strpos(l.search_text, public.workspace_fold(wanted)) > 0
       and not (l.source_table = p_source_table and l.source_id = p_source_id)
       and exists (select 1 from jsonb_path_query(l.answers, 'strict $.**') v
                    where jsonb_typeof(v) = 'string' and lower(btrim(v #>> '{}')) = wanted)
     order by l.created_at desc, l.source_table desc, l.source_id desc
     limit 20;
end
$$;

revoke execute on function public.workspace_other_leads(text, text, text) from public, anon;
grant execute on function public.workspace_other_leads(text, text, text) to authenticated, service_role;

-- =============================================================================
-- What a member writes on a lead: a status (one or many), a note (and their own edited or deleted), an answer, an owner
-- =============================================================================
-- Each write that is not a plain insert under RLS is one security-definer call that checks membership before anything
-- else (a non-member learns nothing about which leads or notes exist), then its input, then writes and records every
-- change in lead_activity (decisions 172, 174, 175).
create function public.workspace_set_status(p_source_table text, p_source_id text, p_status text)
returns table (status text, updated_at timestamptz, updated_by text)
language plpgsql
security invoker
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform public.workspace_require_status(coalesce(p_status, ''));
  perform public.workspace_require_lead(p_source_table, p_source_id);
  return query
    insert into public.lead_status as s (source_table, source_id, status)
    values (p_source_table, p_source_id, p_status)
    on conflict (source_table, source_id) do update set status = excluded.status
    returning s.status::text, s.updated_at, s.updated_by;
end
$$;

create function public.workspace_add_note(p_source_table text, p_source_id text, p_body text)
returns table (id bigint, body text, author text, created_at timestamptz)
language plpgsql
security invoker
set search_path = ''
as $$
#variable_conflict use_column
begin
  if p_body is null or char_length(btrim(p_body)) = 0 then
    raise exception 'A nota está vazia.' using errcode = '22023';
  end if;
  if char_length(p_body) > 5000 then
    raise exception 'Nota longa demais: use até 5000 caracteres.' using errcode = '22023';
  end if;
  perform public.workspace_require_lead(p_source_table, p_source_id);
  return query
    insert into public.lead_notes as n (source_table, source_id, body)
    values (p_source_table, p_source_id, p_body)
    returning n.id, n.body, n.author, n.created_at;
end
$$;

revoke execute on function public.workspace_set_status(text, text, text) from public, anon;
revoke execute on function public.workspace_add_note(text, text, text) from public, anon;
grant execute on function public.workspace_set_status(text, text, text) to authenticated, service_role;
grant execute on function public.workspace_add_note(text, text, text) to authenticated, service_role;

-- One status for many leads, in one statement. p_leads: a JSON array of {source_table, source_id}. Every lead must
-- exist, or nothing is written; a lead already at that status is left as it is (no activity line for a non-change).
-- Returns how many changed.
create function public.workspace_set_statuses(p_leads jsonb, p_status text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed integer;
begin
  if not public.is_agency_member() then
    raise exception 'Só a equipe da agência muda a situação dos leads.' using errcode = '42501';
  end if;
  perform public.workspace_require_status(coalesce(p_status, ''));
  if p_leads is null or jsonb_typeof(p_leads) <> 'array' or jsonb_array_length(p_leads) = 0 then
    raise exception 'Escolha ao menos um lead.' using errcode = '22023';
  end if;
  if jsonb_array_length(p_leads) > 500 then
    raise exception 'Escolha no máximo 500 leads de uma vez.' using errcode = '22023';
  end if;
  -- Each table looked up by its own key, not through the view: 50 leads among 10,000 in a few milliseconds.
  if exists (
    select 1 from jsonb_array_elements(p_leads) l
     where not case l ->> 'source_table'
       when 'form_submissions' then exists (
         select 1 from public.form_submissions s
          where l ->> 'source_id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
            and s.id = (l ->> 'source_id')::uuid)
       when 'Agendar Reunião' then exists (
         select 1 from public."Agendar Reunião" m where l ->> 'source_id' ~ '^[0-9]{1,18}$' and m.id = (l ->> 'source_id')::bigint)
       else false end
  ) then
    raise exception 'Um dos leads escolhidos não existe mais: pode ter sido apagado. Atualize a lista e tente de novo.'
      using errcode = 'P0001';
  end if;
  insert into public.lead_status as s (source_table, source_id, status)
    select distinct l ->> 'source_table', l ->> 'source_id', p_status from jsonb_array_elements(p_leads) l
  on conflict (source_table, source_id) do update set status = excluded.status
    where s.status is distinct from excluded.status;
  get diagnostics changed = row_count;
  return changed;
end
$$;

revoke execute on function public.workspace_set_statuses(jsonb, text) from public, anon;
grant execute on function public.workspace_set_statuses(jsonb, text) to authenticated, service_role;

-- The one check editing and deleting a note share: a member, a note that exists, its author the caller.
create function public.workspace_own_note(p_note_id bigint)
returns table (source_table text, source_id text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  note record;
begin
  if not public.is_agency_member() then
    raise exception 'Só a equipe da agência muda notas.' using errcode = '42501';
  end if;
  select n.source_table, n.source_id, n.author into note from public.lead_notes n where n.id = p_note_id;
  if not found then
    raise exception 'Esta nota não existe mais: pode ter sido apagada.' using errcode = 'P0001';
  end if;
  if note.author is distinct from public.workspace_actor() then
    raise exception 'Só quem escreveu a nota pode editá-la ou apagá-la.' using errcode = '42501';
  end if;
  return query select note.source_table::text, note.source_id::text;
end
$$;

create function public.workspace_edit_note(p_note_id bigint, p_body text)
returns table (id bigint, body text, author text, created_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  lead record;
begin
  select * into lead from public.workspace_own_note(p_note_id);
  if p_body is null or char_length(btrim(p_body)) = 0 then
    raise exception 'A nota está vazia: para tirá-la, use "Apagar".' using errcode = '22023';
  end if;
  if char_length(p_body) > 5000 then
    raise exception 'Nota longa demais: use até 5000 caracteres.' using errcode = '22023';
  end if;
  insert into public.lead_activity (source_table, source_id, actor, action)
  values (lead.source_table, lead.source_id, public.workspace_actor(), 'note_edited');
  return query
    update public.lead_notes n set body = p_body where n.id = p_note_id
    returning n.id, n.body, n.author, n.created_at;
end
$$;

-- The activity line stays, without the text: the note is gone, that it was there and who removed it is not.
create function public.workspace_delete_note(p_note_id bigint)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead record;
begin
  select * into lead from public.workspace_own_note(p_note_id);
  delete from public.lead_notes n where n.id = p_note_id;
  insert into public.lead_activity (source_table, source_id, actor, action)
  values (lead.source_table, lead.source_id, public.workspace_actor(), 'note_deleted');
end
$$;

revoke execute on function public.workspace_own_note(bigint) from public, anon, authenticated;
revoke execute on function public.workspace_edit_note(bigint, text), public.workspace_delete_note(bigint) from public, anon;
grant execute on function public.workspace_own_note(bigint) to service_role;
grant execute on function public.workspace_edit_note(bigint, text), public.workspace_delete_note(bigint) to authenticated, service_role;

-- A tap on the lead's e-mail, WhatsApp or phone link: the workspace cannot know whether the member wrote or called; it
-- records that they opened the channel, who and when (decision 172).
create function public.workspace_record_answer(p_source_table text, p_source_id text, p_channel text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_agency_member() then
    raise exception 'Só a equipe da agência registra respostas.' using errcode = '42501';
  end if;
  if p_channel is null or p_channel not in ('email', 'whatsapp', 'phone') then
    raise exception 'Canal desconhecido: "%". Use email, whatsapp ou phone.', left(coalesce(p_channel, ''), 40) using errcode = '22023';
  end if;
  perform public.workspace_require_lead(p_source_table, p_source_id);
  insert into public.lead_activity (source_table, source_id, actor, action, channel)
  values (p_source_table, p_source_id, public.workspace_actor(), 'answer', p_channel);
end
$$;

revoke execute on function public.workspace_record_answer(text, text, text) from public, anon;
grant execute on function public.workspace_record_answer(text, text, text) to authenticated, service_role;

-- A member makes any member the lead's owner, or clears it (p_owner null or '').
create function public.workspace_set_owner(p_source_table text, p_source_id text, p_owner text)
returns table (owner text, updated_at timestamptz, updated_by text)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  actor text := public.workspace_actor();
  wanted text := nullif(lower(btrim(coalesce(p_owner, ''))), '');
  was text;
begin
  if not public.is_agency_member() then
    raise exception 'Só a equipe da agência define responsáveis.' using errcode = '42501';
  end if;
  perform public.workspace_require_lead(p_source_table, p_source_id);
  if wanted is not null and not exists (select 1 from public.agency_members m where m.email = wanted) then
    raise exception '% não é da equipe: escolha um membro como responsável.', left(wanted, 254) using errcode = '22023';
  end if;
  select w.owner into was from public.lead_owner w where w.source_table = p_source_table and w.source_id = p_source_id for update;
  if was is not distinct from wanted then
    return query select wanted, now(), actor;
    return;
  end if;
  if wanted is null then
    delete from public.lead_owner w where w.source_table = p_source_table and w.source_id = p_source_id;
  else
    insert into public.lead_owner as w (source_table, source_id, owner, updated_by)
    values (p_source_table, p_source_id, wanted, actor)
    on conflict (source_table, source_id) do update set owner = excluded.owner, updated_at = now(), updated_by = excluded.updated_by;
  end if;
  insert into public.lead_activity (source_table, source_id, actor, action, owner)
  values (p_source_table, p_source_id, actor, 'owner', wanted);
  return query select wanted, now(), actor;
end
$$;

revoke execute on function public.workspace_set_owner(text, text, text) from public, anon;
grant execute on function public.workspace_set_owner(text, text, text) to authenticated, service_role;

-- =============================================================================
-- The CSV export: a short-lived, single-use ticket, then the filtered leads in pages
-- =============================================================================
-- The page asks the workspace function for an export with the member's token (verified there against the JWKS); the
-- function opens a ticket here and the browser downloads a plain link with it, so the download manager writes the file
-- while the function streams it page by page (decision 151). Only service_role (the function) calls these; each checks
-- the member is still in agency_members.
create table public.workspace_export_tickets (
  -- The ticket's SHA-256: the ticket itself is only ever in the link.
  ticket_sha256 text primary key,
  member        text not null,
  filters       jsonb not null,
  expires_at    timestamptz not null
);

comment on table public.workspace_export_tickets is
  'Open CSV export tickets: single use, 2 minutes. Written and taken by the workspace function (service_role) only.';

alter table public.workspace_export_tickets enable row level security;
revoke all on table public.workspace_export_tickets from anon, authenticated;
grant all on table public.workspace_export_tickets to service_role;

create function public.workspace_open_export(p_member text, p_filters jsonb)
returns table (ticket text, expires_at timestamptz)
language plpgsql
set search_path = ''
as $$
declare
  secret text := replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
  until timestamptz := now() + interval '2 minutes';
begin
  perform public.workspace_require_member(p_member);
  if jsonb_typeof(p_filters) is distinct from 'object' or coalesce(p_filters ->> 'form_id', '') = '' then
    raise exception 'Escolha um formulário para exportar: cada formulário tem as suas perguntas.' using errcode = '22023';
  end if;
  perform public.workspace_require_status(p_filters ->> 'status');
  delete from public.workspace_export_tickets t where t.expires_at < now();
  insert into public.workspace_export_tickets (ticket_sha256, member, filters, expires_at)
  values (encode(sha256(convert_to(secret, 'UTF8')), 'hex'), lower(p_member), p_filters, until);
  return query select secret, until;
end
$$;

create function public.workspace_take_export(p_ticket text)
returns table (member text, filters jsonb)
language plpgsql
set search_path = ''
as $$
#variable_conflict use_column
declare
  taken record;
begin
  delete from public.workspace_export_tickets t
   where t.ticket_sha256 = encode(sha256(convert_to(coalesce(p_ticket, ''), 'UTF8')), 'hex')
  returning t.member, t.filters, t.expires_at into taken;
  if taken is null or taken.expires_at < now() then
    raise exception 'Este link de exportação expirou ou já foi usado. Exporte de novo pelo painel.' using errcode = 'P0001';
  end if;
  perform public.workspace_require_member(taken.member);
  return query select taken.member, taken.filters;
end
$$;

-- One page of the filtered leads in the list's order, after a cursor carrying the sort's key (no offset to rescan).
create function public.workspace_export_rows(
  p_filters jsonb,
  p_after_created timestamptz default null,
  p_after_table text default null,
  p_after_id text default null,
  p_limit integer default 500,
  p_after_key text default null
)
returns table (source_table text, source_id text, created_at text, status text, owner text, schema_hash text, answers jsonb, sort_key text)
language plpgsql
stable
set search_path = ''
as $$
declare
  ordering record;
begin
  select * into ordering from public.workspace_lead_order(p_filters ->> 'sort', (p_filters ->> 'desc')::boolean);
  -- The time as ISO text with its microseconds: the next page's cursor must be exact (a JS Date keeps milliseconds).
  -- A ticket always names its form (workspace_open_export refuses one that does not): no form, no row.
  return query execute format(
    'select l.source_table, l.source_id, to_char(l.created_at at time zone ''UTC'', ''YYYY-MM-DD"T"HH24:MI:SS.US"Z"''), l.status,
            l.owner, l.schema_hash, l.answers, %1$s
       from public.workspace_filtered_leads($5 ->> ''form_id'', $5 ->> ''status'', ($5 ->> ''from'')::timestamptz, ($5 ->> ''to'')::timestamptz,
              nullif(public.workspace_fold(btrim(coalesce($5 ->> ''search'', ''''))), ''''), $5 ->> ''owner'') l
      where $5 ->> ''form_id'' is not null
        and ($2::timestamptz is null or %2$s)
      order by %3$s
      limit $6', ordering.key_sql, ordering.after_sql, ordering.order_sql)
    using p_after_key, p_after_created, p_after_table, p_after_id, p_filters, least(greatest(coalesce(p_limit, 500), 1), 1000);
end
$$;

revoke execute on function public.workspace_open_export(text, jsonb) from public, anon, authenticated;
revoke execute on function public.workspace_take_export(text) from public, anon, authenticated;
revoke execute on function public.workspace_export_rows(jsonb, timestamptz, text, text, integer, text) from public, anon, authenticated;
grant execute on function public.workspace_open_export(text, jsonb) to service_role;
grant execute on function public.workspace_take_export(text) to service_role;
grant execute on function public.workspace_export_rows(jsonb, timestamptz, text, text, integer, text) to service_role;

-- =============================================================================
-- LGPD requests (art. 18: access, erasure), for `npm run privacy` and the workspace's "Pedidos do titular"
-- =============================================================================
-- Where a person's e-mail may be is computed by the schema walk (the questions tagged `"x-personal": "email"` in every
-- published revision, and the columns a table form maps them to); these functions take that list as `p_places` and do
-- the matching, the copy, the erasing and the log in one place. Only the server calls them.
-- p_places: [{ "formId": "...", "paths": [["email"], ["contato", "email"]], "table": { "name": "...", "columns": ["Email"] } }]
create table public.privacy_requests (
  id            bigint generated always as identity primary key,
  action        text not null,
  -- SHA-256 (hex) of the lower-cased e-mail: tells two requests of one person apart without keeping the address.
  email_sha256  text not null,
  requested_by  text not null,
  rows_affected integer not null,
  created_at    timestamptz not null default now(),

  constraint privacy_requests_action check (action in ('export', 'erase')),
  constraint privacy_requests_email_sha256_format check (email_sha256 ~ '^[0-9a-f]{64}$'),
  constraint privacy_requests_requested_by_length check (char_length(requested_by) between 1 and 254),
  constraint privacy_requests_rows_affected_range check (rows_affected >= 0)
);

comment on table public.privacy_requests is 'Log of LGPD data-subject requests (export, erase): the e-mail only as its SHA-256, no answers.';

alter table public.privacy_requests enable row level security;
revoke all on table public.privacy_requests from anon, authenticated;
grant select on table public.privacy_requests to authenticated;
grant all on table public.privacy_requests to service_role;
create policy "members read privacy requests" on public.privacy_requests
  for select to authenticated using ((select public.is_agency_member()));

-- Every published revision's schema, for the walk.
create function public.privacy_revisions()
returns table (form_id text, hash text, schema jsonb, ui_schema jsonb, first_published_at timestamptz)
language sql
stable
set search_path = ''
as $$
  select r.form_id, r.hash, r.schema, r.ui_schema, r.first_published_at from public.form_revisions r order by r.form_id, r.first_published_at
$$;

-- Every stored row whose tagged e-mail is p_email (case-insensitive), as JSON.
create function public.privacy_matches(p_email text, p_places jsonb)
returns table (tabela text, formulario text, linha jsonb)
language plpgsql
stable
set search_path = ''
as $$
declare
  wanted text := lower(btrim(coalesce(p_email, '')));
  place jsonb;
  tbl text;
  cond text;
begin
  if wanted !~ '^[^@[:space:]]+@[^@[:space:]]+$' or char_length(wanted) > 254 then
    raise exception 'Digite um e-mail completo, como pessoa@exemplo.com.' using errcode = '22023';
  end if;
  for place in select * from jsonb_array_elements(coalesce(p_places, '[]'::jsonb)) loop
    tbl := place -> 'table' ->> 'name';
    if tbl is not null then
      -- Only columns the table has: a name in p_places is data, never SQL.
      select string_agg(format('lower(t.%I::text) = $1', c.column_name), ' or ')
        into cond
        from information_schema.columns c
       where c.table_schema = 'public' and c.table_name = tbl
         and c.column_name in (select jsonb_array_elements_text(place -> 'table' -> 'columns'));
      if cond is not null then
        return query execute format(
          'select %L::text, %L::text, to_jsonb(t) from public.%I t where %s order by t.created_at', tbl, place ->> 'formId', tbl, cond
        ) using wanted;
      end if;
    elsif jsonb_array_length(coalesce(place -> 'paths', '[]'::jsonb)) > 0 then
      return query
        select 'form_submissions'::text, s.form_id,
               jsonb_build_object('id', s.id::text, 'form_id', s.form_id, 'schema_hash', s.schema_hash, 'created_at', s.created_at, 'payload', s.payload)
          from public.form_submissions s
         where s.form_id = place ->> 'formId'
           and exists (select 1 from jsonb_array_elements(place -> 'paths') p
                        where lower(s.payload #>> array(select jsonb_array_elements_text(p))) = wanted)
         order by s.created_at;
    end if;
  end loop;
end
$$;

-- One line per export or erase (who, when, the e-mail's SHA-256, how many rows), never the data.
create function public.privacy_log(p_action text, p_email text, p_requested_by text, p_rows integer)
returns void
language sql
set search_path = ''
as $$
  insert into public.privacy_requests (action, email_sha256, requested_by, rows_affected)
  values (p_action, encode(sha256(convert_to(lower(btrim(p_email)), 'UTF8')), 'hex'), left(coalesce(nullif(btrim(p_requested_by), ''), 'desconhecido'), 254), p_rows)
$$;

-- The matched rows deleted (their records go with them through workspace_forget_leads), logged; idempotent.
create function public.privacy_erase(p_email text, p_places jsonb, p_requested_by text)
returns table (tabela text, linhas integer)
language plpgsql
set search_path = ''
as $$
declare
  counts jsonb := '{}'::jsonb;
  m record;
  total integer := 0;
begin
  for m in select x.tabela, array_agg(x.linha ->> 'id') as ids from public.privacy_matches(p_email, p_places) x group by x.tabela loop
    execute format('delete from public.%I where id::text = any($1)', m.tabela) using m.ids;
    counts := counts || jsonb_build_object(m.tabela, cardinality(m.ids));
    total := total + cardinality(m.ids);
  end loop;
  perform public.privacy_log('erase', p_email, p_requested_by, total);
  return query
    select t.name, coalesce((counts ->> t.name)::integer, 0)
      from (select 'form_submissions' as name
            union
            select distinct e -> 'table' ->> 'name' from jsonb_array_elements(coalesce(p_places, '[]'::jsonb)) e where e -> 'table' is not null) t
     order by t.name = 'form_submissions' desc, t.name;
end
$$;

-- Each matched lead's whole row and the whole rows of its records, times in São Paulo with the offset: the function's
-- time zone is the agency's, so every timestamptz becomes JSON as "2026-11-19T14:03:00.123456-03:00", the answers
-- untouched. `registros`: [{ "tabela": "<table>", "linhas": [rows…] }] for every table of lead_record_tables().
create function public.privacy_copy(p_email text, p_places jsonb)
returns table (tabela text, formulario text, linha jsonb, registros jsonb)
language plpgsql
stable
set search_path = ''
set timezone = 'America/Sao_Paulo'
as $$
declare
  m record;
  tbl text;
  whole jsonb;
  found_rows jsonb;
  held jsonb;
begin
  for m in select * from public.privacy_matches(p_email, p_places) loop
    execute format('select to_jsonb(t) from public.%I t where t.id::text = $1', m.tabela) into whole using m.linha ->> 'id';
    held := '[]'::jsonb;
    foreach tbl in array public.lead_record_tables() loop
      execute format(
        'select coalesce(jsonb_agg(to_jsonb(r) order by to_jsonb(r) ->> ''created_at'', to_jsonb(r) ->> ''updated_at''), ''[]''::jsonb)
           from public.%I r where r.source_table = $1 and r.source_id = $2', tbl
      ) into found_rows using m.tabela, m.linha ->> 'id';
      held := held || jsonb_build_array(jsonb_build_object('tabela', tbl, 'linhas', found_rows));
    end loop;
    tabela := m.tabela;
    formulario := m.formulario;
    -- The row the form stored, every column; the schema hash the matcher read stays for the titles.
    linha := coalesce(whole, m.linha);
    registros := held;
    return next;
  end loop;
end
$$;

-- A single-use ticket for a person's copy, as the CSV export's: downloaded by a plain link; the ticket's filters say
-- what it is for ({ "copia_de": e-mail, "formato": "documento" | "dados" }), and the CSV route refuses it.
create function public.workspace_open_privacy_copy(p_member text, p_email text, p_format text)
returns table (ticket text, expires_at timestamptz)
language plpgsql
set search_path = ''
as $$
declare
  secret text := replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
  until timestamptz := now() + interval '2 minutes';
begin
  perform public.workspace_require_member(p_member);
  if p_format is null or p_format not in ('documento', 'dados') then
    raise exception 'Escolha a cópia: documento ou dados.' using errcode = '22023';
  end if;
  delete from public.workspace_export_tickets t where t.expires_at < now();
  insert into public.workspace_export_tickets (ticket_sha256, member, filters, expires_at)
  values (encode(sha256(convert_to(secret, 'UTF8')), 'hex'), lower(p_member),
          jsonb_build_object('copia_de', lower(btrim(p_email)), 'formato', p_format), until);
  return query select secret, until;
end
$$;

revoke execute on function public.privacy_revisions() from public, anon, authenticated;
revoke execute on function public.privacy_matches(text, jsonb) from public, anon, authenticated;
revoke execute on function public.privacy_log(text, text, text, integer) from public, anon, authenticated;
revoke execute on function public.privacy_erase(text, jsonb, text) from public, anon, authenticated;
revoke execute on function public.lead_record_tables() from public, anon, authenticated;
revoke execute on function public.privacy_copy(text, jsonb) from public, anon, authenticated;
revoke execute on function public.workspace_open_privacy_copy(text, text, text) from public, anon, authenticated;
grant execute on function public.privacy_revisions() to service_role;
grant execute on function public.privacy_matches(text, jsonb) to service_role;
grant execute on function public.privacy_log(text, text, text, integer) to service_role;
grant execute on function public.privacy_erase(text, jsonb, text) to service_role;
grant execute on function public.lead_record_tables() to service_role;
grant execute on function public.privacy_copy(text, jsonb) to service_role;
grant execute on function public.workspace_open_privacy_copy(text, text, text) to service_role;
