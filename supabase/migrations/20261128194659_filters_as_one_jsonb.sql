-- =============================================================================
-- The inbox's filter travels as one jsonb, as the CSV's ticket already held it
-- =============================================================================
-- { form_id, status, from, to, search, owner, sort, desc }: the workspace contract's InboxFilters
-- (supabase/functions/_shared/workspace-contract/workspace-requests.ts), the object the page builds once for its list
-- and its export. Before, these were parameters repeated in three signatures (6, 10 and 13 of them), and adding the
-- owner took four `drop function` and four whole bodies. Now the next filter is one key, checked in
-- workspace_require_filters and read in workspace_filtered_leads (decision 195).

drop function public.workspace_inbox(text, text, timestamptz, timestamptz, text, integer, integer, jsonb, boolean, text, text, boolean, boolean);
drop function public.workspace_list_leads(text, text, timestamptz, timestamptz, text, integer, integer, text, text, boolean);
drop function public.workspace_filtered_leads(text, text, timestamptz, timestamptz, text, text);

-- =============================================================================
-- workspace_require_filters: the refusals of a filter, in Portuguese (22023), before anything is read
-- =============================================================================
create function public.workspace_require_filters(p_filters jsonb)
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
   where k not in ('form_id', 'status', 'from', 'to', 'search', 'owner', 'sort', 'desc')
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
  perform public.workspace_lead_order(p_filters ->> 'sort', (p_filters ->> 'desc')::boolean);
end
$$;

revoke execute on function public.workspace_require_filters(jsonb) from public, anon;
grant execute on function public.workspace_require_filters(jsonb) to authenticated, service_role;

-- =============================================================================
-- workspace_filtered_leads: the leads one filter keeps, for the list (its page and its count) and the CSV
-- =============================================================================
-- A missing or null key keeps every lead; `search` is folded here (workspace_fold); `owner` is an e-mail, '' for leads
-- with nobody. One SELECT, stable, security invoker and no `set search_path`: the planner inlines it into each
-- caller's query (every name in it is schema-qualified).
create function public.workspace_filtered_leads(p_filters jsonb)
returns setof public.workspace_leads
language sql
stable
security invoker
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
$$;

revoke execute on function public.workspace_filtered_leads(jsonb) from public, anon;
grant execute on function public.workspace_filtered_leads(jsonb) to authenticated, service_role;

-- =============================================================================
-- workspace_list_leads: one page of the filter in its order, with the filter's total
-- =============================================================================
create function public.workspace_list_leads(p_filters jsonb default '{}'::jsonb, p_limit integer default 50, p_offset integer default 0)
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
  filters jsonb := coalesce(p_filters, '{}'::jsonb);
  ordering record;
begin
  perform public.workspace_require_filters(filters);
  if p_limit is null or p_limit not between 1 and 200 then
    raise exception 'Tamanho de página inválido: use de 1 a 200 leads por página.' using errcode = '22023';
  end if;
  if p_offset is null or p_offset < 0 then
    raise exception 'Posição inválida: a página começa em 0 ou depois.' using errcode = '22023';
  end if;
  select * into ordering from public.workspace_lead_order(filters ->> 'sort', (filters ->> 'desc')::boolean);
  -- The page by itself, then the filter's count once (a window count would carry every matching row along).
  return query execute format(
    'select l.source_table, l.source_id, l.form_id, l.form_title, l.schema_hash, l.created_at, l.status, l.owner, l.answers,
            (select count(*) from public.workspace_filtered_leads($1))
       from public.workspace_filtered_leads($1) l
      order by %s
      limit $2 offset $3', ordering.order_sql)
    using filters, p_limit, p_offset;
end
$$;

revoke execute on function public.workspace_list_leads(jsonb, integer, integer) from public, anon;
grant execute on function public.workspace_list_leads(jsonb, integer, integer) to authenticated, service_role;

-- =============================================================================
-- workspace_inbox: one list screen in one round trip (what it returns: see the baseline)
-- =============================================================================
create function public.workspace_inbox(
  p_filters jsonb default '{}'::jsonb,
  p_limit integer default 50,
  p_offset integer default 0,
  p_known_hashes jsonb default '[]'::jsonb,
  p_with_forms boolean default false,
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
  -- workspace_list_leads checks the filter and the page, and refuses in Portuguese.
  select coalesce(jsonb_agg(to_jsonb(l) - 'total' - 'ordinality' order by l.ordinality), '[]'::jsonb), max(l.total)
    into page_rows, page_total
    from public.workspace_list_leads(p_filters, p_limit, p_offset) with ordinality as l;
  -- Past the last page: the filter's count from its first row, so the page can show the last page instead.
  if page_total is null and p_offset > 0 then
    select max(l.total) into page_total from public.workspace_list_leads(p_filters, 1, 0) l;
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

revoke execute on function public.workspace_inbox(jsonb, integer, integer, jsonb, boolean, boolean) from public, anon;
grant execute on function public.workspace_inbox(jsonb, integer, integer, jsonb, boolean, boolean) to authenticated, service_role;

-- =============================================================================
-- The CSV: its ticket's filter checked as the list's, its rows read through the same filter
-- =============================================================================
create or replace function public.workspace_open_export(p_member text, p_filters jsonb)
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
  perform public.workspace_require_filters(p_filters);
  delete from public.workspace_export_tickets t where t.expires_at < now();
  insert into public.workspace_export_tickets (ticket_sha256, member, filters, expires_at)
  values (encode(sha256(convert_to(secret, 'UTF8')), 'hex'), lower(p_member), p_filters, until);
  return query select secret, until;
end
$$;

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
       from public.workspace_filtered_leads($5) l
      where $5 ->> ''form_id'' is not null
        and ($2::timestamptz is null or %2$s)
      order by %3$s
      limit $6', ordering.key_sql, ordering.after_sql, ordering.order_sql)
    using p_after_key, p_after_created, p_after_table, p_after_id, p_filters, least(greatest(coalesce(p_limit, 500), 1), 1000);
end
$$;
