-- =============================================================================
-- workspace_inbox: one list screen in one round trip (issue 28's speed budget)
-- =============================================================================
-- The page called workspace_list_leads, then a second function for the rows' revisions it had not seen, and
-- workspace_forms beside them: two calls one after the other on every screen, ~100 ms each on a loaded machine. This
-- returns the page's rows and the filter's total, the revisions among them the page does not hold yet (their hashes
-- in p_known_hashes), and the forms to filter by when asked (once per session). Security invoker like the calls it
-- reads through, so the policies decide: a non-member gets no row, no revision and no form.
create or replace function public.workspace_inbox(
  p_form_id text default null,
  p_status text default null,
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_search text default null,
  p_limit integer default 50,
  p_offset integer default 0,
  p_known_hashes jsonb default '[]'::jsonb,
  p_with_forms boolean default false
)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  page_rows jsonb;
  page_total bigint;
begin
  if jsonb_typeof(p_known_hashes) is distinct from 'array' or jsonb_array_length(p_known_hashes) > 1000 then
    raise exception 'Revisões conhecidas inválidas: uma lista de até 1000 códigos.' using errcode = '22023';
  end if;
  -- workspace_list_leads checks the filters (status, page, period, search) and refuses in Portuguese.
  select coalesce(jsonb_agg(to_jsonb(l) - 'total' - 'ordinality' order by l.ordinality), '[]'::jsonb), max(l.total)
    into page_rows, page_total
    from public.workspace_list_leads(p_form_id, p_status, p_from, p_to, p_search, p_limit, p_offset) with ordinality as l;
  return jsonb_build_object(
    'total', coalesce(page_total, 0),
    'rows', page_rows,
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

revoke execute on function public.workspace_inbox(text, text, timestamptz, timestamptz, text, integer, integer, jsonb, boolean) from public, anon;
grant execute on function public.workspace_inbox(text, text, timestamptz, timestamptz, text, integer, integer, jsonb, boolean) to authenticated, service_role;
