-- =============================================================================
-- The LGPD requests done, for the administration (issue 44 item 6)
-- =============================================================================
-- privacy_requests logs every copy and erasure (who, when, how many rows, the e-mail only as its hash) and nothing
-- showed it. The administration answers for the LGPD (decision 173): this is their list, newest first, the last 200;
-- anyone else is refused in words (workspace_require_admin). The e-mail stays a hash: the log proves a request was
-- answered without keeping whom it was about.
create function public.workspace_privacy_log()
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
begin
  perform public.workspace_require_admin();
  return coalesce((select jsonb_agg(to_jsonb(r) order by r.id desc)
                     from (select p.id, p.action, p.requested_by, p.rows_affected, p.created_at
                             from public.privacy_requests p order by p.id desc limit 200) r), '[]'::jsonb);
end
$$;
revoke execute on function public.workspace_privacy_log() from public, anon;
grant execute on function public.workspace_privacy_log() to authenticated, service_role;
