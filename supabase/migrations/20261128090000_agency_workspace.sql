-- =============================================================================
-- The agency's workspace: who may read the leads, and what they may write
-- =============================================================================
-- Members sign in with Supabase Auth (an e-mail one-time code, docs/decisions/140-agency-login-by-email-code.md)
-- and then read through PostgREST as `authenticated`, their token's claims in `request.jwt.claims`. Every right
-- below is row-level security on that role: a member (their token's e-mail listed in agency_members) reads the leads
-- and the revisions they answered, and writes only a lead's status and notes; the activity of each change is written
-- by triggers, never by a client. A signed-in non-member reads nothing and writes nothing; anon keeps no right at all.
-- Proved in SQL for the three callers in tests/backend/workspace-rights.test.ts.
--
-- The leads stay where the `forms` function stores them (form_submissions, and the spec's "Agendar Reunião", whose
-- columns are the spec's and get none added here): what the workspace adds is keyed by (source_table, source_id),
-- the same pair notification_outbox already uses for every stored lead.

-- =============================================================================
-- agency_members: who is the agency (npm run members -- add|remove|list)
-- =============================================================================
create table if not exists public.agency_members (
  -- Lower-cased: Supabase Auth lower-cases the e-mail it puts in the token, and one person is one row.
  email     text primary key,
  -- Who added them: a member's e-mail, or the operator of `npm run members` (their login on the machine).
  added_by  text not null,
  added_at  timestamptz not null default now(),

  constraint agency_members_email_lower check (email = lower(email)),
  constraint agency_members_email_format check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  constraint agency_members_added_by_length check (char_length(added_by) between 1 and 254)
);

comment on table public.agency_members is
  'The agency''s team: a signed-in user whose token e-mail is listed here reads the leads (RLS). Managed with npm run members.';

alter table public.agency_members enable row level security;
revoke all on table public.agency_members from anon, authenticated;
grant select on table public.agency_members to authenticated;
grant all on table public.agency_members to service_role;

-- =============================================================================
-- is_agency_member: the one test every policy below applies
-- =============================================================================
-- Security definer, so a policy can ask without the caller reading the table itself; `role` must be
-- `authenticated` (a token GoTrue issued for a signed-in user), and the e-mail is the token's, verified by the code.
create or replace function public.is_agency_member()
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
create or replace function public.workspace_actor()
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

drop policy if exists "members read the members" on public.agency_members;
create policy "members read the members" on public.agency_members
  for select to authenticated using ((select public.is_agency_member()));

-- =============================================================================
-- Members read the leads and the revisions they answered
-- =============================================================================
-- SELECT is granted to `authenticated` and the policy decides whose rows: a non-member's query returns none.
grant select on table public.form_submissions to authenticated;
drop policy if exists "members read leads" on public.form_submissions;
create policy "members read leads" on public.form_submissions
  for select to authenticated using ((select public.is_agency_member()));

grant select on table public."Agendar Reunião" to authenticated;
drop policy if exists "members read meeting requests" on public."Agendar Reunião";
create policy "members read meeting requests" on public."Agendar Reunião"
  for select to authenticated using ((select public.is_agency_member()));

grant select on table public.form_revisions to authenticated;
drop policy if exists "members read revisions" on public.form_revisions;
create policy "members read revisions" on public.form_revisions
  for select to authenticated using ((select public.is_agency_member()));

-- A meeting row has no revision column (the spec's table): its outbox entry, written with it by store_lead, names
-- the revision it answered. Members read that link and whether the e-mail went out, never the send errors.
grant select (form_id, schema_hash, source_table, source_id, sent_at) on table public.notification_outbox to authenticated;
drop policy if exists "members read which revision a lead answered" on public.notification_outbox;
create policy "members read which revision a lead answered" on public.notification_outbox
  for select to authenticated using ((select public.is_agency_member()));

-- =============================================================================
-- A lead, as the workspace's tables name it: its table and its id there; and the statuses it may have
-- =============================================================================
-- Named once, as domains (a value outside them is a check violation, 23514). A new lead table joins the first.
create domain public.lead_source_table as text check (value in ('form_submissions', 'Agendar Reunião'));
create domain public.lead_source_id as text check (char_length(value) between 1 and 64);
create domain public.lead_status_name as text check (value in ('novo', 'em_andamento', 'concluido', 'descartado'));

-- =============================================================================
-- lead_status: novo → em andamento → concluído, or descartado
-- =============================================================================
-- A lead without a row here is `novo`. Any status may follow any other (a lead discarded by mistake is reopened);
-- every change is an activity line (decision 141).
create table if not exists public.lead_status (
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

-- =============================================================================
-- lead_notes: the agency's internal notes on a lead (append-only)
-- =============================================================================
create table if not exists public.lead_notes (
  id           bigint generated always as identity primary key,
  source_table public.lead_source_table not null,
  source_id    public.lead_source_id not null,
  body         text not null,
  author       text not null,
  created_at   timestamptz not null default now(),

  constraint lead_notes_body_length check (char_length(btrim(body)) between 1 and 5000),
  constraint lead_notes_author_length check (char_length(author) between 1 and 254)
);

create index if not exists lead_notes_lead_idx on public.lead_notes (source_table, source_id, created_at);

comment on table public.lead_notes is 'Internal notes on a lead, written by members; never edited or deleted by them (the history is the record).';

-- =============================================================================
-- lead_activity: who changed what on a lead, and when (written by triggers only)
-- =============================================================================
create table if not exists public.lead_activity (
  id           bigint generated always as identity primary key,
  source_table public.lead_source_table not null,
  source_id    public.lead_source_id not null,
  actor        text not null,
  -- `status`: from_status → to_status; `note`: a note was added (its text stays in lead_notes).
  action       text not null,
  from_status  public.lead_status_name,
  to_status    public.lead_status_name,
  created_at   timestamptz not null default now(),

  constraint lead_activity_action check (action in ('status', 'note')),
  constraint lead_activity_status_pair check ((action = 'status') = (to_status is not null)),
  constraint lead_activity_actor_length check (char_length(actor) between 1 and 254)
);

create index if not exists lead_activity_lead_idx on public.lead_activity (source_table, source_id, created_at);

comment on table public.lead_activity is 'One line per status change or note on a lead: who, when, what. Written by triggers, read by members.';

-- =============================================================================
-- privacy_requests: each LGPD request handled (who, when, which e-mail's hash, how many rows), never the data
-- =============================================================================
create table if not exists public.privacy_requests (
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

-- =============================================================================
-- Rights on what the workspace writes
-- =============================================================================
-- Column grants: a member sets a status or a note's text; who and when are the triggers'.
alter table public.lead_status enable row level security;
revoke all on table public.lead_status from anon, authenticated;
grant select, insert (source_table, source_id, status), update (status) on table public.lead_status to authenticated;
grant all on table public.lead_status to service_role;

alter table public.lead_notes enable row level security;
revoke all on table public.lead_notes from anon, authenticated;
grant select, insert (source_table, source_id, body) on table public.lead_notes to authenticated;
grant all on table public.lead_notes to service_role;

alter table public.lead_activity enable row level security;
revoke all on table public.lead_activity from anon, authenticated;
grant select on table public.lead_activity to authenticated;
grant all on table public.lead_activity to service_role;

alter table public.privacy_requests enable row level security;
revoke all on table public.privacy_requests from anon, authenticated;
grant select on table public.privacy_requests to authenticated;
grant all on table public.privacy_requests to service_role;

drop policy if exists "members read statuses" on public.lead_status;
create policy "members read statuses" on public.lead_status for select to authenticated using ((select public.is_agency_member()));
drop policy if exists "members set statuses" on public.lead_status;
create policy "members set statuses" on public.lead_status for insert to authenticated with check ((select public.is_agency_member()));
drop policy if exists "members change statuses" on public.lead_status;
create policy "members change statuses" on public.lead_status
  for update to authenticated using ((select public.is_agency_member())) with check ((select public.is_agency_member()));

drop policy if exists "members read notes" on public.lead_notes;
create policy "members read notes" on public.lead_notes for select to authenticated using ((select public.is_agency_member()));
drop policy if exists "members add notes" on public.lead_notes;
create policy "members add notes" on public.lead_notes for insert to authenticated with check ((select public.is_agency_member()));

drop policy if exists "members read activity" on public.lead_activity;
create policy "members read activity" on public.lead_activity for select to authenticated using ((select public.is_agency_member()));

drop policy if exists "members read privacy requests" on public.privacy_requests;
create policy "members read privacy requests" on public.privacy_requests
  for select to authenticated using ((select public.is_agency_member()));

-- =============================================================================
-- Triggers: a status or note names an existing lead, carries its author, and leaves an activity line
-- =============================================================================
-- Security definer: the lead's existence is checked whatever the caller may read, and the activity is written
-- by the trigger, not granted to anyone.
create or replace function public.workspace_stamp()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor text := public.workspace_actor();
  found boolean;
begin
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

create or replace function public.workspace_log_activity()
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

drop trigger if exists lead_status_stamp on public.lead_status;
create trigger lead_status_stamp before insert or update on public.lead_status
  for each row execute function public.workspace_stamp();
drop trigger if exists lead_status_activity on public.lead_status;
create trigger lead_status_activity after insert or update on public.lead_status
  for each row execute function public.workspace_log_activity();
drop trigger if exists lead_notes_stamp on public.lead_notes;
create trigger lead_notes_stamp before insert on public.lead_notes
  for each row execute function public.workspace_stamp();
drop trigger if exists lead_notes_activity on public.lead_notes;
create trigger lead_notes_activity after insert on public.lead_notes
  for each row execute function public.workspace_log_activity();

-- A lead erased (LGPD) or past its retention takes its status, notes and activity with it.
create or replace function public.workspace_forget_leads()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.lead_status s where s.source_table = tg_table_name and s.source_id in (select g.id::text from gone g);
  delete from public.lead_notes n where n.source_table = tg_table_name and n.source_id in (select g.id::text from gone g);
  delete from public.lead_activity a where a.source_table = tg_table_name and a.source_id in (select g.id::text from gone g);
  return null;
end
$$;

revoke execute on function public.workspace_forget_leads() from public, anon, authenticated;

drop trigger if exists form_submissions_forget on public.form_submissions;
create trigger form_submissions_forget after delete on public.form_submissions
  referencing old table as gone for each statement execute function public.workspace_forget_leads();
drop trigger if exists agendar_reuniao_forget on public."Agendar Reunião";
create trigger agendar_reuniao_forget after delete on public."Agendar Reunião"
  referencing old table as gone for each statement execute function public.workspace_forget_leads();

-- =============================================================================
-- workspace_search_text: the answers' texts and numbers, lower-cased and without accents ("joao" finds "João")
-- =============================================================================
create or replace function public.workspace_fold(p_text text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select translate(lower(p_text), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn')
$$;

create or replace function public.workspace_search_text(p_answers jsonb)
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

-- Kept with each row, so the inbox's search reads one short text instead of every payload (10,000 leads: one scan).
alter table public.form_submissions
  add column if not exists search_text text generated always as (public.workspace_search_text(payload)) stored;

-- =============================================================================
-- form_revisions: what the view reads of a revision for every lead, kept beside its schema
-- =============================================================================
-- A lead row needs its form's title and, for a table form, the column mapping: generated columns, so listing 10,000
-- leads never reads a whole schema per row.
alter table public.form_revisions
  add column if not exists title text generated always as (schema ->> 'title') stored,
  add column if not exists submit_table text generated always as (schema -> 'x-form' -> 'submit' ->> 'table') stored,
  add column if not exists submit_columns jsonb generated always as (schema -> 'x-form' -> 'submit' -> 'columns') stored;

-- =============================================================================
-- workspace_leads: every lead of every form, one row each, read under the caller's rights
-- =============================================================================
-- security_invoker: the policies above apply to whoever queries it (a non-member sees no row). `answers` is the
-- answers as the form's fields: form_submissions' payload, or a table row read back through the column mapping of the
-- revision it answered (x-form.submit.columns), so the inbox searches and shows both the same way.
create or replace view public.workspace_leads with (security_invoker = true) as
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
  s.search_text
from public.form_submissions s
left join public.form_revisions r on r.form_id = s.form_id and r.hash = s.schema_hash
left join public.lead_status st on st.source_table = 'form_submissions' and st.source_id = s.id::text
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
  -- The row's values are its answers' values: the same words to search.
  public.workspace_search_text(to_jsonb(m) - 'id' - 'created_at')
from public."Agendar Reunião" m
left join public.notification_outbox o on o.source_table = 'Agendar Reunião' and o.source_id = m.id::text
-- The revision the outbox names; a row stored before the outbox existed reads with the revision live at the time.
left join lateral (
  select rv.form_id, rv.hash, rv.title, rv.submit_columns
    from public.form_revisions rv
   where rv.submit_table = 'Agendar Reunião'
     and (case when o.schema_hash is null then rv.first_published_at <= m.created_at else rv.form_id = o.form_id and rv.hash = o.schema_hash end)
   order by rv.first_published_at desc
   limit 1
) r on true
left join public.lead_status st on st.source_table = 'Agendar Reunião' and st.source_id = m.id::text;

comment on view public.workspace_leads is
  'Every lead (form_submissions and "Agendar Reunião") with its form, revision, answers by field and status; security_invoker, so RLS decides who sees rows.';

revoke all on table public.workspace_leads from anon, authenticated;
grant select on table public.workspace_leads to authenticated;
grant select on table public.workspace_leads to service_role;
