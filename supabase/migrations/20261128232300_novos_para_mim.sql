-- =============================================================================
-- "Novo para mim": a lead is new to a member until they open it (decision 213, supersedes 174's last visit)
-- =============================================================================
-- The last-visit notion gave two numbers (the menu counted leads after this visit, the rows marked leads after the
-- visit before), nothing on a first visit and nothing after a reload. A lead is now new to a member when it arrived
-- after `agency_members.news_from` (when they joined; for the members already here, their visit before the last one,
-- so what was marked stays marked) and they never opened its page. The count, the marks and the filter read the same
-- function, so the menu and the rows cannot disagree, and a reload changes nothing.

alter table public.agency_members add column news_from timestamptz not null default now();
comment on column public.agency_members.news_from is
  'Leads arriving from this instant on are "new" to the member until they open them (lead_seen); the instant they joined.';
update public.agency_members m set news_from = least(v.since, now()) from public.workspace_visits v where v.member = m.email;

create table public.lead_seen (
  member text not null references public.agency_members (email) on delete cascade,
  source_table public.lead_source_table not null,
  source_id public.lead_source_id not null,
  seen_at timestamptz not null default now(),
  primary key (member, source_table, source_id)
);
comment on table public.lead_seen is
  'Which member opened which lead, first time only: a lead without a row for a member is new to them. Written only by workspace_lead.';
alter table public.lead_seen enable row level security;
create policy "members read who opened a lead" on public.lead_seen for select to authenticated using ((select public.is_agency_member()));
grant select on table public.lead_seen to authenticated;
grant all on table public.lead_seen to service_role;

-- Deleted with its lead, and in the person's LGPD copy with the lead's other records.
create or replace function public.lead_record_tables()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['lead_status', 'lead_owner', 'lead_notes', 'lead_activity', 'notification_outbox', 'lead_seen']::text[]
$$;

-- The one rule: new to `p_member` (an e-mail). Inlined where it is used (no search_path, like workspace_filtered_leads).
create function public.workspace_is_new(p_member text, p_source_table text, p_source_id text, p_created_at timestamptz)
returns boolean
language sql
stable
as $$
  select p_created_at >= (select m.news_from from public.agency_members m where m.email = lower(p_member))
     and not exists (select 1 from public.lead_seen s
                      where s.member = lower(p_member) and s.source_table = p_source_table and s.source_id = p_source_id)
$$;
revoke execute on function public.workspace_is_new(text, text, text, timestamptz) from public, anon;
grant execute on function public.workspace_is_new(text, text, text, timestamptz) to authenticated, service_role;

-- =============================================================================
-- The filter takes `new`: the member's e-mail (the page sends its own, as "Meus leads" does; the CSV keeps it)
-- =============================================================================
create or replace function public.workspace_filtered_leads(p_filters jsonb)
returns setof public.workspace_leads
language sql
stable
as $$
  select l.*
    from public.workspace_leads l
   where (p_filters ->> 'form_id' is null or l.form_id = p_filters ->> 'form_id')
     and (p_filters ->> 'status' is null or l.status = p_filters ->> 'status')
     and (p_filters ->> 'from' is null or l.created_at >= (p_filters ->> 'from')::timestamptz)
     and (p_filters ->> 'to' is null or l.created_at < (p_filters ->> 'to')::timestamptz)
     and (public.workspace_fold(btrim(coalesce(p_filters ->> 'search', ''))) = ''
          or strpos(l.search_text, public.workspace_fold(btrim(p_filters ->> 'search'))) > 0)
     and (p_filters ->> 'owner' is null
          or (case when p_filters ->> 'owner' = '' then l.owner is null else l.owner = lower(p_filters ->> 'owner') end))
     and (p_filters ->> 'new' is null or public.workspace_is_new(p_filters ->> 'new', l.source_table, l.source_id, l.created_at))
$$;

create or replace function public.workspace_require_filters(p_filters jsonb)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  unknown text;
begin
  if jsonb_typeof(p_filters) is distinct from 'object' then
    raise exception 'Filtros inválidos: envie um objeto JSON.' using errcode = '22023';
  end if;
  select k into unknown
    from jsonb_object_keys(p_filters) k
   where k not in ('form_id', 'status', 'from', 'to', 'search', 'owner', 'sort', 'desc', 'new')
   limit 1;
  if unknown is not null then
    raise exception 'Filtro desconhecido: "%".', left(unknown, 40) using errcode = '22023';
  end if;
  perform public.workspace_require_status(p_filters ->> 'status');
  begin
    if (p_filters ->> 'from')::timestamptz > (p_filters ->> 'to')::timestamptz then
      raise exception 'Período inválido: o início é depois do fim.' using errcode = '22023';
    end if;
  exception when invalid_datetime_format or datetime_field_overflow then
    raise exception 'Data inválida no filtro: use uma data e hora ISO, como 2026-11-19T03:00:00Z.' using errcode = '22023';
  end;
  if char_length(public.workspace_fold(btrim(coalesce(p_filters ->> 'search', '')))) > 200 then
    raise exception 'Busca longa demais: use até 200 caracteres.' using errcode = '22023';
  end if;
  if coalesce(jsonb_typeof(p_filters -> 'desc'), 'null') not in ('boolean', 'null') then
    raise exception 'Sentido inválido: use true ou false.' using errcode = '22023';
  end if;
  if p_filters ->> 'new' is not null and not public.is_email(p_filters ->> 'new') then
    raise exception 'Filtro "novos para mim" inválido: envie o e-mail de quem pergunta.' using errcode = '22023';
  end if;
  perform public.workspace_lead_order(p_filters ->> 'sort', (p_filters ->> 'desc')::boolean);
end
$$;

-- =============================================================================
-- The count (menu and tab title), up to 100 ("99+"), and opening a lead marks it seen
-- =============================================================================
create function public.workspace_new_count()
returns integer
language sql
stable
set search_path = ''
as $$
  select case when public.is_agency_member() then
    (select count(*)::integer
       from (select 1 from public.workspace_filtered_leads(jsonb_build_object('new', public.workspace_actor())) l limit 100) n)
  else 0 end
$$;
revoke execute on function public.workspace_new_count() from public, anon;
grant execute on function public.workspace_new_count() to authenticated, service_role;

create function public.workspace_mark_seen(p_source_table text, p_source_id text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if public.is_agency_member() then
    insert into public.lead_seen (member, source_table, source_id) values (public.workspace_actor(), p_source_table, p_source_id)
    on conflict do nothing;
  end if;
end
$$;
-- Callable by members (workspace_lead runs as the caller): it marks only the caller's own opening.
revoke execute on function public.workspace_mark_seen(text, text) from public, anon;
grant execute on function public.workspace_mark_seen(text, text) to authenticated, service_role;

-- Volatile now: reading a lead's page is opening it.
create or replace function public.workspace_lead(p_source_table text, p_source_id text)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  lead jsonb;
begin
  perform public.workspace_require_lead(p_source_table, p_source_id);
  select to_jsonb(l) - 'search_text' into lead from public.workspace_leads l where l.source_table = p_source_table and l.source_id = p_source_id;
  perform public.workspace_mark_seen(p_source_table, p_source_id);
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

-- =============================================================================
-- The inbox: each row says whether it is new to the caller, `unread` is the same count; no visit to move any more
-- =============================================================================
drop function public.workspace_inbox(jsonb, integer, integer, jsonb, boolean, boolean);
drop function public.workspace_visit(boolean);
drop table public.workspace_visits;

create function public.workspace_inbox(
  p_filters jsonb default '{}'::jsonb,
  p_limit integer default 50,
  p_offset integer default 0,
  p_known_hashes jsonb default '[]'::jsonb,
  p_with_forms boolean default false
)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  page_rows jsonb;
  page_total bigint;
  me text := public.workspace_actor();
begin
  if jsonb_typeof(p_known_hashes) is distinct from 'array' or jsonb_array_length(p_known_hashes) > 1000 then
    raise exception 'Revisões conhecidas inválidas: uma lista de até 1000 códigos.' using errcode = '22023';
  end if;
  -- workspace_list_leads checks the filter and the page, and refuses in Portuguese.
  select coalesce(jsonb_agg(to_jsonb(l) - 'total' - 'ordinality'
                              || jsonb_build_object('new', coalesce(public.workspace_is_new(me, l.source_table, l.source_id, l.created_at), false))
                            order by l.ordinality), '[]'::jsonb),
         max(l.total)
    into page_rows, page_total
    from public.workspace_list_leads(p_filters, p_limit, p_offset) with ordinality as l;
  -- Past the last page: the filter's count from its first row, so the page can show the last page instead.
  if page_total is null and p_offset > 0 then
    select max(l.total) into page_total from public.workspace_list_leads(p_filters, 1, 0) l;
  end if;
  return jsonb_build_object(
    'total', coalesce(page_total, 0),
    'rows', page_rows,
    'unread', public.workspace_new_count(),
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
revoke execute on function public.workspace_inbox(jsonb, integer, integer, jsonb, boolean) from public, anon;
grant execute on function public.workspace_inbox(jsonb, integer, integer, jsonb, boolean) to authenticated, service_role;
