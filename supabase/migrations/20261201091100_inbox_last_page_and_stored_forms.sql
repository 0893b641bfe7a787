-- =============================================================================
-- The inbox: a page past the last one knows the filter's total; only forms that store leads are offered
-- =============================================================================
-- Before, the total came from the page's own rows, so `?pagina=99` said "Nenhum lead encontrado" with no page buttons;
-- and the diagnostic (`x-form.submit: { local: true }`: it stays in the browser, no lead is ever stored) was offered
-- as a filter that could only be empty. docs/decisions/172-answering-a-lead.md.

-- =============================================================================
-- workspace_forms: the forms whose newest revision stores its leads
-- =============================================================================
create or replace function public.workspace_forms()
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

-- =============================================================================
-- workspace_inbox: as before, with the filter's total when the page is past the last one
-- =============================================================================
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
  -- Past the last page: the filter's count from its first row, so the page can show the last page instead.
  if page_total is null and p_offset > 0 then
    select max(l.total) into page_total from public.workspace_list_leads(p_form_id, p_status, p_from, p_to, p_search, 1, 0) l;
  end if;
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
