-- =============================================================================
-- "Novos para mim" counted as one read per lead table (issue 44, speed; decision 213)
-- =============================================================================
-- The count went through workspace_filtered_leads with a filter built in the query, so every lead read since news_from
-- evaluated the other filters' expressions and called workspace_is_new, a SQL function Postgres cannot inline (it has
-- subqueries): an executor started per lead, ~2 ms a lead under load, 150–300 ms for the 100 counted. The rule is
-- the same (decision 213: arrived since the member's news_from and not opened by them, lead_seen), asked of every
-- lead table at once: an index range on created_at and an anti-join on lead_seen's key, stopping at 100 ("99+").
-- Security definer after the membership check, like workspace_other_leads: under RLS the join on `id::text` (not
-- leakproof) could not use lead_seen's key.
create or replace function public.workspace_new_count()
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me text := public.workspace_actor();
  since timestamptz;
begin
  -- A removed member is told so (decision 215).
  perform public.workspace_require_caller();
  if not public.is_agency_member() then
    return 0;
  end if;
  select m.news_from into since from public.agency_members m where m.email = me;
  -- workspace_is_new, for every lead at once (its two conditions, in the same order).
  return (select count(*)::integer
            from (select 1 from public.form_submissions s
                   where s.created_at >= since
                     and not exists (select 1 from public.lead_seen v
                                      where v.member = me and v.source_table = 'form_submissions' and v.source_id = s.id::text)
                  union all
                  select 1 from public."Agendar Reunião" r
                   where r.created_at >= since
                     and not exists (select 1 from public.lead_seen v
                                      where v.member = me and v.source_table = 'Agendar Reunião' and v.source_id = r.id::text)
                  limit 100) n);
end
$$;
