-- =============================================================================
-- Issue 34, item 2 (the list side): an owner per lead, what is new since a member last looked, one sort order
-- =============================================================================
-- docs/decisions/174-owner-last-visit-and-one-order.md. Each write is a security-definer function that asks
-- membership before anything else (as workspace_record_answer does), so nobody writes these tables directly and a
-- non-member learns nothing about which leads exist. The list and the CSV read one order (workspace_lead_order),
-- and the filter stays one function (workspace_filtered_leads), now with the owner.

-- =============================================================================
-- lead_owner: who on the team answers for a lead ("Responsável"); absent means nobody
-- =============================================================================
-- The owner is a member: removing someone from the team (workspace_remove_member, npm run members) drops their
-- ownerships with them, so their leads show no owner; the activity keeps who owned what, readable.
create table if not exists public.lead_owner (
  source_table public.lead_source_table not null,
  source_id    public.lead_source_id not null,
  owner        text not null references public.agency_members (email) on delete cascade,
  updated_at   timestamptz not null default now(),
  updated_by   text not null,

  primary key (source_table, source_id),
  constraint lead_owner_updated_by_length check (char_length(updated_by) between 1 and 254)
);

create index if not exists lead_owner_owner_idx on public.lead_owner (owner);

comment on table public.lead_owner is
  'The member who answers for a lead (form_submissions or "Agendar Reunião" row); absent means nobody. Written only by workspace_set_owner.';

alter table public.lead_owner enable row level security;
revoke all on table public.lead_owner from anon, authenticated;
grant select on table public.lead_owner to authenticated;
grant all on table public.lead_owner to service_role;
drop policy if exists "members read owners" on public.lead_owner;
create policy "members read owners" on public.lead_owner for select to authenticated using ((select public.is_agency_member()));

-- An owner change is an activity line: `owner` names the new owner, null when the lead was left without one.
alter table public.lead_activity add column if not exists owner text;
alter table public.lead_activity drop constraint if exists lead_activity_action;
alter table public.lead_activity add constraint lead_activity_action check (action in ('status', 'note', 'answer', 'owner'));
alter table public.lead_activity drop constraint if exists lead_activity_owner;
alter table public.lead_activity add constraint lead_activity_owner check (owner is null or action = 'owner');
comment on column public.lead_activity.owner is 'For `owner`: the member made owner, null when the owner was cleared.';

-- =============================================================================
-- workspace_visits: when each member last opened the inbox, and the one before (what the list marks as new)
-- =============================================================================
create table if not exists public.workspace_visits (
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

-- =============================================================================
-- workspace_leads: as before, with the lead's owner (a column added at the end, so every caller reads as before)
-- =============================================================================
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

-- A lead erased (LGPD) or past its retention takes its owner with it, as its status, notes and activity.
create or replace function public.workspace_forget_leads()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.lead_status s where s.source_table = tg_table_name and s.source_id in (select g.id::text from gone g);
  delete from public.lead_owner w where w.source_table = tg_table_name and w.source_id in (select g.id::text from gone g);
  delete from public.lead_notes n where n.source_table = tg_table_name and n.source_id in (select g.id::text from gone g);
  delete from public.lead_activity a where a.source_table = tg_table_name and a.source_id in (select g.id::text from gone g);
  return null;
end
$$;

-- =============================================================================
-- workspace_set_owner: a member makes any member the lead's owner, or clears it (p_owner null or '')
-- =============================================================================
create or replace function public.workspace_set_owner(p_source_table text, p_source_id text, p_owner text)
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
-- workspace_filtered_leads: the one filter, now also by owner (p_owner: an e-mail; '' for leads with nobody)
-- =============================================================================
drop function if exists public.workspace_filtered_leads(text, text, timestamptz, timestamptz, text);
create or replace function public.workspace_filtered_leads(
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

-- =============================================================================
-- workspace_lead_order: the one order of the list and the CSV, and the CSV's next-page condition in that order
-- =============================================================================
-- p_sort: date, form, status (in the order of the work: novo first) or owner (nobody last going up). Every order ends
-- with the lead's time, newest first, then its table and id (both descending): two leads of the same instant come
-- out the same way on the screen and in the file. `key` is the sort's value as text, so the CSV's cursor is one row
-- (key, created_at, source_table, source_id) whatever the sort. Only these fixed texts are ever formatted into SQL.
create or replace function public.workspace_lead_order(p_sort text, p_desc boolean)
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

-- =============================================================================
-- workspace_list_leads: the page, in the chosen order, with the owner
-- =============================================================================
drop function if exists public.workspace_list_leads(text, text, timestamptz, timestamptz, text, integer, integer);
create or replace function public.workspace_list_leads(
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

-- =============================================================================
-- workspace_inbox: as before, with the owner filter and the order; and what is new since the member last looked
-- =============================================================================
-- p_visit: this call opens the inbox (a link to it, a reload), not a poll or a filter change: the member's visit
-- moves on (since := seen_at, seen_at := now()). `since` marks the rows; `unread` counts the leads after seen_at,
-- so a lead that arrives while the inbox is open is counted in the menu and the tab's title (up to 100: "99+").
-- Volatile for that write.
drop function if exists public.workspace_inbox(text, text, timestamptz, timestamptz, text, integer, integer, jsonb, boolean);
create or replace function public.workspace_inbox(
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

-- The caller's visit, moved on when p_move: security definer, as nobody writes workspace_visits directly. A caller
-- who is not a member (or the server, with no token) has no visit: both null.
create or replace function public.workspace_visit(p_move boolean)
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
revoke execute on function public.workspace_inbox(text, text, timestamptz, timestamptz, text, integer, integer, jsonb, boolean, text, text, boolean, boolean) from public, anon;
grant execute on function public.workspace_inbox(text, text, timestamptz, timestamptz, text, integer, integer, jsonb, boolean, text, text, boolean, boolean) to authenticated, service_role;

-- =============================================================================
-- workspace_export_rows: the CSV in the list's order, its cursor carrying the sort's key
-- =============================================================================
drop function if exists public.workspace_export_rows(jsonb, timestamptz, text, text, integer);
create or replace function public.workspace_export_rows(
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

revoke execute on function public.workspace_export_rows(jsonb, timestamptz, text, text, integer, text) from public, anon, authenticated;
grant execute on function public.workspace_export_rows(jsonb, timestamptz, text, text, integer, text) to service_role;

-- =============================================================================
-- workspace_other_leads: the same person's other leads, by e-mail (an answer equal to it, case-insensitive)
-- =============================================================================
-- The page sends the e-mail it reads in the lead (the revision's x-personal `email` question); any answer of another
-- lead equal to it counts, whatever its form names the question. Members only: a non-member is refused before
-- anything is read. The folded search text narrows the scan first, as the inbox's search does.
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
-- workspace_lead: as before, each activity line with the owner it set
-- =============================================================================
create or replace function public.workspace_lead(p_source_table text, p_source_id text)
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
