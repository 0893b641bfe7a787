-- =============================================================================
-- "Novos para mim": one set of new leads, read in one pass, for the count, the filter and the marks (issue 44)
-- =============================================================================
-- The filter (`new` in workspace_filtered_leads) and the rows' marks called workspace_is_new per lead, a SQL function
-- Postgres cannot inline: an executor per lead read, while workspace_new_count stated the same rule again as index
-- ranges (decision 211). Two statements of one rule, and a filter that grew with the leads. Now the rule (decision
-- 213: arrived since the member's news_from and never opened by them, lead_seen) is stated once, as the set of a
-- member's new leads: per lead table, an index range on created_at and an anti-join on lead_seen's key. The count
-- takes its first 100, the filter keeps the leads in it (one hashed set per query), the marks take the part of it
-- from the page's oldest lead on.
-- Security definer behind the membership check, like the count was: under RLS the join on `id::text` (not
-- leakproof) could not use lead_seen's key. It answers lead keys only, to a member (lead_seen is theirs to read).
create function public.workspace_new_leads(p_member text, p_since timestamptz default null, p_limit integer default null)
returns table (source_table text, source_id text)
language sql
stable
security definer
set search_path = ''
as $$
  with asker as (
    select m.email, greatest(m.news_from, coalesce(p_since, m.news_from)) as since
      from public.agency_members m
     where m.email = lower(p_member) and public.is_agency_member()
  )
  select 'form_submissions'::text, s.id::text
    from asker join public.form_submissions s on s.created_at >= asker.since
   where not exists (select 1 from public.lead_seen v
                      where v.member = asker.email and v.source_table = 'form_submissions' and v.source_id = s.id::text)
  union all
  select 'Agendar Reunião'::text, r.id::text
    from asker join public."Agendar Reunião" r on r.created_at >= asker.since
   where not exists (select 1 from public.lead_seen v
                      where v.member = asker.email and v.source_table = 'Agendar Reunião' and v.source_id = r.id::text)
  limit p_limit
$$;
comment on function public.workspace_new_leads(text, timestamptz, integer) is
  'The leads new to a member (decision 213), from p_since on, up to p_limit: the one statement of the rule.';
revoke execute on function public.workspace_new_leads(text, timestamptz, integer) from public, anon;
grant execute on function public.workspace_new_leads(text, timestamptz, integer) to authenticated, service_role;

-- The count (menu and tab title): the first 100 of the set ("99+").
create or replace function public.workspace_new_count()
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  -- A removed member is told so (decision 215).
  perform public.workspace_require_caller();
  if not public.is_agency_member() then
    return 0;
  end if;
  return (select count(*)::integer from public.workspace_new_leads(public.workspace_actor(), null, 100));
end
$$;

-- The filter: the leads in the set, computed once per query (an uncorrelated IN is one hashed subplan).
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
     and (p_filters ->> 'new' is null
          or (l.source_table, l.source_id) in (select n.source_table, n.source_id from public.workspace_new_leads(p_filters ->> 'new') n))
$$;

-- The rows' marks: the page's leads joined to the set from the page's oldest lead on.
create or replace function public.workspace_inbox(
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
  with page as materialized (
         select * from public.workspace_list_leads(p_filters, p_limit, p_offset) with ordinality
       ),
       fresh as (
         select * from public.workspace_new_leads(me, coalesce((select min(p.created_at) from page p), 'infinity'))
       )
  select coalesce(jsonb_agg(to_jsonb(l) - 'total' - 'ordinality'
                              || jsonb_build_object('new', n.source_id is not null)
                            order by l.ordinality), '[]'::jsonb),
         max(l.total)
    into page_rows, page_total
    from page l
    left join fresh n on n.source_table = l.source_table and n.source_id = l.source_id;
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

-- Nothing calls the per-lead rule any more: the set is the rule.
drop function public.workspace_is_new(text, text, text, timestamptz);
