-- =============================================================================
-- What the workspace's pages read beside the inbox: the forms to filter by, the revisions its rows answered
-- =============================================================================
-- Security invoker like the inbox's calls (20261128090100): the policies decide, so a non-member gets no row.

-- =============================================================================
-- workspace_forms: every form that has leads or a published revision, with its newest title
-- =============================================================================
create or replace function public.workspace_forms()
returns table (form_id text, title text)
language sql
stable
security invoker
set search_path = ''
as $$
  select distinct on (r.form_id) r.form_id, coalesce(r.title, r.form_id)
    from public.form_revisions r
   order by r.form_id, r.first_published_at desc
$$;

-- =============================================================================
-- workspace_revisions: the schema and ui_schema of the revisions a page of the inbox answered (its titles, its
-- sections, what names a lead), fetched once per revision instead of once per row; the hashes as a JSON array (jsonb
-- travels the same through PostgREST and the local rpc path).
-- =============================================================================
create or replace function public.workspace_revisions(p_hashes jsonb)
returns table (form_id text, hash text, schema jsonb, ui_schema jsonb)
language plpgsql
stable
security invoker
set search_path = ''
as $$
#variable_conflict use_column
begin
  if jsonb_typeof(p_hashes) is distinct from 'array' or jsonb_array_length(p_hashes) > 200 then
    raise exception 'Peça de 1 a 200 revisões por vez.' using errcode = '22023';
  end if;
  return query select r.form_id, r.hash, r.schema, r.ui_schema from public.form_revisions r where r.hash in (select jsonb_array_elements_text(p_hashes));
end
$$;

revoke execute on function public.workspace_forms() from public, anon;
revoke execute on function public.workspace_revisions(jsonb) from public, anon;
grant execute on function public.workspace_forms() to authenticated, service_role;
grant execute on function public.workspace_revisions(jsonb) to authenticated, service_role;
