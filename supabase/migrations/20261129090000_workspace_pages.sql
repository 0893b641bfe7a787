-- =============================================================================
-- What the workspace's pages read beside the inbox: the forms to filter by
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

revoke execute on function public.workspace_forms() from public, anon;
grant execute on function public.workspace_forms() to authenticated, service_role;
