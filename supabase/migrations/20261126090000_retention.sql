-- =============================================================================
-- Retention: answers are deleted when their questionnaire's retention period ends (LGPD art. 15–16)
-- =============================================================================
-- Each questionnaire declares how long its answers are kept (x-form.retentionDays, or the project's default),
-- published with it as form_revisions.retention_days. The period of a form's newest revision applies to all its
-- rows, retired forms included. Rows of a form sent to a table (x-form.submit.table) are deleted from that table.
-- docs/decisions/080-personal-data-declared-in-the-form.md.

create index if not exists form_submissions_created_idx on public.form_submissions (created_at);

-- `p_dry_run`: count only. Returns, per table and form, how many rows are (or would be) deleted.
create or replace function public.purge_expired_submissions(p_dry_run boolean default true)
returns table (table_name text, form_id text, retention_days integer, expired bigint)
language plpgsql
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  f record;
  target text;
  n bigint;
begin
  for f in
    select distinct on (r.form_id) r.form_id, r.retention_days, r.schema->'x-form'->'submit'->>'table' as target_table
      from public.form_revisions r
     order by r.form_id, r.published_at desc
  loop
    target := coalesce(f.target_table, 'form_submissions');
    if target = 'form_submissions' then
      if p_dry_run then
        select count(*) into n from public.form_submissions s
         where s.form_id = f.form_id and s.created_at < now() - make_interval(days => f.retention_days);
      else
        delete from public.form_submissions s
         where s.form_id = f.form_id and s.created_at < now() - make_interval(days => f.retention_days);
        get diagnostics n = row_count;
      end if;
    else
      -- A table target holds one form's rows only (check:schemas and the form's column mapping say so).
      if p_dry_run then
        execute format('select count(*) from public.%I where created_at < now() - make_interval(days => $1)', target) into n using f.retention_days;
      else
        execute format('delete from public.%I where created_at < now() - make_interval(days => $1)', target) using f.retention_days;
        get diagnostics n = row_count;
      end if;
    end if;
    if not p_dry_run then
      -- An e-mail still owed for a deleted row has nothing left to say: its outbox entry goes with it.
      execute format(
        'delete from public.notification_outbox o where o.source_table = $1 and not exists (select 1 from public.%I t where t.id::text = o.source_id)',
        target) using target;
    end if;
    table_name := target;
    form_id := f.form_id;
    retention_days := f.retention_days;
    expired := n;
    return next;
  end loop;
end
$$;

revoke execute on function public.purge_expired_submissions(boolean) from public, anon, authenticated;
grant execute on function public.purge_expired_submissions(boolean) to service_role;

-- =============================================================================
-- The daily job, where pg_cron exists (Supabase: Integrations → Cron enables it; it is installed here when
-- available). Elsewhere (PGlite, a plain PostgreSQL) nothing is scheduled: the local backend purges at start,
-- and `npm run privacy -- purge` runs the same function by hand.
-- =============================================================================
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron with schema pg_catalog;
      perform cron.schedule('purge-expired-submissions', '17 6 * * *', 'select public.purge_expired_submissions(false)');
    exception when others then
      raise notice 'pg_cron indisponível (%): agende public.purge_expired_submissions(false) por outro meio', sqlerrm;
    end;
  end if;
end
$$;
