-- =============================================================================
-- Each SQL fact once: the lead statuses in one function, the inbox's and the export's filter in one function
-- =============================================================================
-- Before, the statuses were the domain's check and again the words of workspace_require_status's refusal, and the
-- filter (form, status, period, search) was written three times: the inbox's page, the inbox's count and the export.
-- tests/backend/declared-facts.test.ts proves workspace_lead_status_names() equals the TypeScript list (LEAD_STATUSES in
-- form-core's workspace-names.ts). docs/decisions/162-each-fact-once.md.

-- =============================================================================
-- workspace_lead_status_names: the statuses a lead may have, in the order of its work
-- =============================================================================
create or replace function public.workspace_lead_status_names()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['novo', 'em_andamento', 'concluido', 'descartado']
$$;

alter domain public.lead_status_name drop constraint lead_status_name_check;
alter domain public.lead_status_name add constraint lead_status_name_known check (value = any (public.workspace_lead_status_names()));

revoke execute on function public.workspace_lead_status_names() from public, anon;
grant execute on function public.workspace_lead_status_names() to authenticated, service_role;

-- The refusal names the statuses from the same list: "Use novo, em_andamento, concluido ou descartado."
create or replace function public.workspace_require_status(p_status text)
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

-- =============================================================================
-- workspace_filtered_leads: the leads one filter keeps, for the inbox (its page and its count) and the export
-- =============================================================================
-- A null filter keeps every lead; p_needle is the search already folded (workspace_fold), null for none. One SELECT,
-- stable, security invoker and no `set search_path`: the planner inlines it into each caller's query, so the page, the
-- count and the export plan as the hand-written WHEREs did (every name in it is schema-qualified).
create or replace function public.workspace_filtered_leads(
  p_form_id text,
  p_status text,
  p_from timestamptz,
  p_to timestamptz,
  p_needle text
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
$$;

revoke execute on function public.workspace_filtered_leads(text, text, timestamptz, timestamptz, text) from public, anon;
grant execute on function public.workspace_filtered_leads(text, text, timestamptz, timestamptz, text) to authenticated, service_role;

create or replace function public.workspace_list_leads(
  p_form_id text default null,
  p_status text default null,
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_search text default null,
  p_limit integer default 50,
  p_offset integer default 0
)
returns table (
  source_table text, source_id text, form_id text, form_title text, schema_hash text,
  created_at timestamptz, status text, answers jsonb, total bigint
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  needle text := nullif(public.workspace_fold(btrim(coalesce(p_search, ''))), '');
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
  -- The page by itself, then the filter's count once (a window count would carry every matching row along).
  return query
    select l.source_table, l.source_id, l.form_id, l.form_title, l.schema_hash, l.created_at, l.status, l.answers,
           (select count(*) from public.workspace_filtered_leads(p_form_id, p_status, p_from, p_to, needle))
      from public.workspace_filtered_leads(p_form_id, p_status, p_from, p_to, needle) l
     order by l.created_at desc, l.source_table, l.source_id desc
     limit p_limit offset p_offset;
end
$$;

create or replace function public.workspace_export_rows(
  p_filters jsonb,
  p_after_created timestamptz default null,
  p_after_table text default null,
  p_after_id text default null,
  p_limit integer default 500
)
returns table (source_table text, source_id text, created_at text, status text, schema_hash text, answers jsonb)
language sql
stable
set search_path = ''
as $$
  -- The time as ISO text with its microseconds: the next page's cursor must be exact (a JS Date keeps milliseconds).
  -- A ticket always names its form (workspace_open_export refuses one that does not): no form, no row.
  select l.source_table, l.source_id, to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), l.status,
         l.schema_hash, l.answers
    from public.workspace_filtered_leads(
           p_filters ->> 'form_id', p_filters ->> 'status', (p_filters ->> 'from')::timestamptz, (p_filters ->> 'to')::timestamptz,
           nullif(public.workspace_fold(btrim(coalesce(p_filters ->> 'search', ''))), '')) l
   where p_filters ->> 'form_id' is not null
     and (p_after_created is null or (l.created_at, l.source_table, l.source_id) < (p_after_created, p_after_table, p_after_id))
   order by l.created_at desc, l.source_table desc, l.source_id desc
   limit least(greatest(coalesce(p_limit, 500), 1), 1000)
$$;
