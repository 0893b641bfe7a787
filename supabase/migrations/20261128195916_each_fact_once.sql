-- =============================================================================
-- Each fact once, SQL included: one function per fact that TypeScript also names, every other place calls it
-- =============================================================================
-- The team's roles and the administration's, the tables that hold leads, the form id's rule, the e-mail check and the
-- agency's time zone were each written in several constraints and function bodies (the roles five times, the e-mail
-- pattern five times, two different form-id rules). Each is now one immutable function; the constraints, the domains
-- and the other functions call it. tests/backend/declared-facts.test.ts proves each equal to form-core's
-- (workspace-names.ts, names.ts) and that no other definition in supabase/schema.sql spells it (decision 196).

-- =============================================================================
-- The team's roles: `administracao` manages the team and erases personal data; `equipe`, what a new member gets
-- =============================================================================
create function public.workspace_admin_role()
returns text
language sql
immutable
set search_path = ''
as $$
  select 'administracao'
$$;

create function public.workspace_member_role()
returns text
language sql
immutable
set search_path = ''
as $$
  select 'equipe'
$$;

create function public.workspace_team_roles()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[public.workspace_admin_role(), public.workspace_member_role()]
$$;

revoke execute on function public.workspace_admin_role(), public.workspace_member_role(), public.workspace_team_roles() from public, anon;
grant execute on function public.workspace_admin_role(), public.workspace_member_role(), public.workspace_team_roles() to authenticated, service_role;

create domain public.team_role as text constraint team_role_known check (value = any (public.workspace_team_roles()));

alter table public.agency_members drop constraint agency_members_role_known;
alter table public.agency_members alter column role type public.team_role;
alter table public.agency_members alter column role set default public.workspace_member_role();
alter table public.agency_member_changes drop constraint agency_member_changes_role_check;
alter table public.agency_member_changes drop constraint agency_member_changes_from_role_check;
alter table public.agency_member_changes alter column role type public.team_role;
alter table public.agency_member_changes alter column from_role type public.team_role;

-- The refusal names the roles from the same list: "Use administracao ou equipe."
create or replace function public.workspace_check_role(p_role text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  roles text[] := public.workspace_team_roles();
begin
  perform p_role::public.team_role;
  if p_role is null then
    raise check_violation;
  end if;
exception when check_violation then
  raise exception 'Papel desconhecido: "%". Use %.', left(coalesce(p_role, ''), 40), array_to_string(roles, ' ou ') using errcode = '22023';
end
$$;

create or replace function public.workspace_require_admin(p_actor text default null)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  actor text := public.workspace_team_actor(p_actor);
begin
  if not exists (select 1 from public.agency_members m where m.email = coalesce(actor, '') and m.role = public.workspace_admin_role()) then
    raise exception 'Só quem é da administração pode fazer isso; % não é.', left(coalesce(actor, 'quem pediu'), 254) using errcode = '42501';
  end if;
  return actor;
end
$$;

create or replace function public.workspace_lock_team()
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform 1 from public.agency_members m where m.role = public.workspace_admin_role() for update;
end
$$;

create or replace function public.workspace_add_member(p_email text, p_role text default public.workspace_member_role(), p_actor text default null)
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
  if not public.is_email(wanted) then
    raise exception 'Digite um e-mail completo, como pessoa@agencia.com.br.' using errcode = '22023';
  end if;
  if exists (select 1 from public.agency_members m where m.email = wanted) then
    raise exception '% já é da equipe.', wanted using errcode = '22023';
  end if;
  insert into public.agency_members (email, added_by, role) values (wanted, actor, p_role);
  insert into public.agency_member_changes (actor, action, member, role) values (actor, 'add', wanted, p_role);
  return query select m.email, m.role::text, m.added_by, m.added_at from public.agency_members m where m.email = wanted;
end
$$;

create or replace function public.workspace_set_member_role(p_email text, p_role text, p_actor text default null)
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
  if was = public.workspace_admin_role() and (select count(*) from public.agency_members m where m.role = public.workspace_admin_role()) = 1 then
    raise exception '% é a única pessoa da administração: dê a administração a outra pessoa antes.', wanted using errcode = '22023';
  end if;
  update public.agency_members m set role = p_role where m.email = wanted;
  insert into public.agency_member_changes (actor, action, member, role, from_role) values (actor, 'role', wanted, p_role, was);
end
$$;

create or replace function public.workspace_remove_member(p_email text, p_actor text default null)
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
  if was = public.workspace_admin_role() and (select count(*) from public.agency_members m where m.role = public.workspace_admin_role()) = 1 then
    raise exception '% é a única pessoa da administração e não pode sair: dê a administração a outra pessoa antes.', wanted
      using errcode = '22023';
  end if;
  delete from public.agency_members m where m.email = wanted;
  insert into public.agency_member_changes (actor, action, member, from_role) values (actor, 'remove', wanted, was);
end
$$;

-- =============================================================================
-- The tables that hold leads: form_submissions and every table a form may name (FORM_TABLE_TARGETS)
-- =============================================================================
-- The domain of every (source_table, source_id) pair, the lookup of many leads at once and the trigger that forgets a
-- deleted lead's records all read this list. workspace_leads has one arm per table (each reads its answers its own
-- way); the test proves its tables are this list's.
create function public.workspace_lead_tables()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['form_submissions', 'Agendar Reunião']::text[]
$$;

revoke execute on function public.workspace_lead_tables() from public, anon;
grant execute on function public.workspace_lead_tables() to authenticated, service_role;

alter domain public.lead_source_table drop constraint lead_source_table_check;
alter domain public.lead_source_table add constraint lead_source_table_known check (value = any (public.workspace_lead_tables()));

-- How many of `p_ids` exist in lead table `p_table`, each looked up by the table's own key (its primary key index): an
-- id that cannot be one of that table's, or a table not in the list, counts none.
create function public.workspace_lead_count(p_table text, p_ids text[])
returns integer
language plpgsql
stable
set search_path = ''
as $$
declare
  id_type text;
  found_count integer;
begin
  if p_table is null or not (p_table = any (public.workspace_lead_tables())) then
    return 0;
  end if;
  select format_type(a.atttypid, a.atttypmod) into id_type
    from pg_catalog.pg_attribute a
   where a.attrelid = format('public.%I', p_table)::regclass and a.attname = 'id' and not a.attisdropped;
  execute format('select count(*)::integer from public.%I t where t.id = any ($1::%s[])', p_table, id_type) into found_count using p_ids;
  return found_count;
exception when invalid_text_representation or numeric_value_out_of_range then
  return 0;
end
$$;

revoke execute on function public.workspace_lead_count(text, text[]) from public, anon, authenticated;
grant execute on function public.workspace_lead_count(text, text[]) to service_role;

create or replace function public.workspace_set_statuses(p_leads jsonb, p_status text)
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
  if exists (
    select 1 from (select l ->> 'source_table' as tbl, array_agg(distinct l ->> 'source_id') as ids
                     from jsonb_array_elements(p_leads) l group by 1) wanted
     where public.workspace_lead_count(wanted.tbl, wanted.ids) < cardinality(wanted.ids)
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

-- A lead erased (LGPD) or past its retention takes its records with it: the same trigger on every lead table.
drop trigger form_submissions_forget on public.form_submissions;
drop trigger agendar_reuniao_forget on public."Agendar Reunião";
do $$
declare
  tbl text;
begin
  foreach tbl in array public.workspace_lead_tables() loop
    execute format('create trigger forget_lead_records after delete on public.%I referencing old table as gone '
                   'for each statement execute function public.workspace_forget_leads()', tbl);
  end loop;
end
$$;

-- =============================================================================
-- A form's id: its file name, its key in every table and URL. Kebab-case from a letter, 64 at most (form-core's FORM_ID)
-- =============================================================================
-- Before, SQL allowed a leading digit and a trailing hyphen that no file could have; the rule is now the one
-- check:schemas, the registry and the server apply, in the same words.
create function public.form_id_pattern()
returns text
language sql
immutable
set search_path = ''
as $$
  select '^(?=.{1,64}$)[a-z][a-z0-9]*(?:-[a-z0-9]+)*$'
$$;

create function public.is_form_id(p_value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_value ~ public.form_id_pattern()
$$;

-- Only the server writes the tables that check it.
revoke execute on function public.form_id_pattern(), public.is_form_id(text) from public, anon, authenticated;
grant execute on function public.form_id_pattern(), public.is_form_id(text) to service_role;

alter table public.form_submissions drop constraint form_submissions_form_id_format;
alter table public.form_submissions add constraint form_submissions_form_id_format check (public.is_form_id(form_id));
alter table public.form_revisions drop constraint form_revisions_form_id_format;
alter table public.form_revisions add constraint form_revisions_form_id_format check (public.is_form_id(form_id));
alter table public.rate_limit_hits drop constraint rate_limit_hits_scope_format;
alter table public.rate_limit_hits
  add constraint rate_limit_hits_scope_format check (scope in ('*', '_refused') or public.is_form_id(scope));

-- =============================================================================
-- An e-mail: something@domain.tld, 254 characters at most (form-core's EMAIL_PATTERN)
-- =============================================================================
-- The team's addresses, the LGPD search, the same person's other leads and the meeting table. NOT VALID on the meeting
-- table: a row stored before the forms function validated e-mails (2026-11-25) keeps what it had; every new row answers.
create function public.email_pattern()
returns text
language sql
immutable
set search_path = ''
as $$
  select '^[^@\s]+@[^@\s]+\.[^@\s]+$'
$$;

create function public.is_email(p_value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select char_length(p_value) <= 254 and p_value ~ public.email_pattern()
$$;

-- Members call it through workspace_other_leads (security invoker).
revoke execute on function public.email_pattern(), public.is_email(text) from public, anon;
grant execute on function public.email_pattern(), public.is_email(text) to authenticated, service_role;

alter table public.agency_members drop constraint agency_members_email_format;
alter table public.agency_members add constraint agency_members_email_format check (public.is_email(email));
alter table public."Agendar Reunião" drop constraint agendar_reuniao_email_format;
alter table public."Agendar Reunião"
  add constraint agendar_reuniao_email_format check (char_length("Email") <= 200 and public.is_email("Email")) not valid;

create or replace function public.privacy_matches(p_email text, p_places jsonb)
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
  if not public.is_email(wanted) then
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

create or replace function public.workspace_other_leads(p_source_table text, p_source_id text, p_email text)
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
  if not public.is_email(wanted) then
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

-- =============================================================================
-- The agency's time zone (form-core's AGENCY_TIME_ZONE): the LGPD copy's times are read in it, with their offset
-- =============================================================================
create function public.agency_time_zone()
returns text
language sql
immutable
set search_path = ''
as $$
  select 'America/Sao_Paulo'
$$;

revoke execute on function public.agency_time_zone() from public, anon, authenticated;
grant execute on function public.agency_time_zone() to service_role;

create or replace function public.privacy_copy(p_email text, p_places jsonb)
returns table (tabela text, formulario text, linha jsonb, registros jsonb)
language plpgsql
volatile
set search_path = ''
as $$
declare
  m record;
  tbl text;
  whole jsonb;
  found_rows jsonb;
  held jsonb;
begin
  -- Every timestamptz read below becomes JSON in the agency's time zone, with its offset (until the transaction ends).
  perform set_config('timezone', public.agency_time_zone(), true);
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
