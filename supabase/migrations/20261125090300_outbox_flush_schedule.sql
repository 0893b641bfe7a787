-- =============================================================================
-- The outbox's retries in production: pg_cron calls the forms function's flush route every minute
-- =============================================================================
-- The `forms` function e-mails each lead right after storing it (in the background). What failed or never ran (a
-- provider outage, an isolate stopped mid-send) waits in notification_outbox; this job asks the same function to
-- send what is due: `POST /functions/v1/forms/_outbox` with the service-role key (the route refuses any other).
--
-- It needs pg_cron and pg_net (both on Supabase) and two Vault secrets, created once per project
-- (docs/backend.md, "E-mail retries"):
--   select vault.create_secret('https://<ref>.supabase.co', 'project_url');
--   select vault.create_secret('<service role key>', 'service_role_key');
-- Where the extensions do not exist (PGlite, a plain PostgreSQL) the migration still applies and schedules
-- nothing: the local backend runs the same flush on a timer of its own.

-- Called by the job: one HTTP request when something is due, none otherwise (an idle minute costs no invocation).
-- Returns pg_net's request id, or null when nothing was sent.
create or replace function public.flush_forms_outbox()
returns bigint
language plpgsql
security invoker
set search_path = ''
as $$
declare
  project_url text;
  service_key text;
  request_id bigint;
begin
  if not exists (
    select 1 from public.notification_outbox o
     where o.sent_at is null and o.next_attempt_at <= now() and (o.claimed_until is null or o.claimed_until < now())
  ) then
    return null;
  end if;
  if to_regclass('vault.decrypted_secrets') is null or to_regnamespace('net') is null then
    raise notice 'flush_forms_outbox: pg_net or Vault missing; nothing sent';
    return null;
  end if;
  execute $q$select decrypted_secret from vault.decrypted_secrets where name = 'project_url'$q$ into project_url;
  execute $q$select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key'$q$ into service_key;
  if project_url is null or service_key is null then
    raise notice 'flush_forms_outbox: Vault secrets project_url and service_role_key are not both set; nothing sent';
    return null;
  end if;
  execute 'select net.http_post(url := $1, body := $2, headers := $3, timeout_milliseconds := 60000)'
    into request_id
    using rtrim(project_url, '/') || '/functions/v1/forms/_outbox',
          '{}'::jsonb,
          jsonb_build_object('content-type', 'application/json', 'authorization', 'Bearer ' || service_key);
  return request_id;
end
$$;

revoke execute on function public.flush_forms_outbox() from public, anon, authenticated;

-- Enable the extensions where they are available (Supabase) and schedule the job; anywhere else, say why not and
-- go on: a missing extension must not stop the other migrations.
do $$
begin
  begin
    create extension if not exists pg_net;
  exception when others then
    raise notice 'pg_net not enabled (%): the outbox is flushed by the forms function and the local backend only', sqlerrm;
  end;
  begin
    create extension if not exists pg_cron;
  exception when others then
    raise notice 'pg_cron not enabled (%): no scheduled outbox flush', sqlerrm;
  end;
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron')
     and exists (select 1 from pg_catalog.pg_extension where extname = 'pg_net') then
    -- Scheduling under the same name again replaces the job: re-running this block is harmless.
    execute $q$select cron.schedule('forms-outbox-flush', '* * * * *', 'select public.flush_forms_outbox()')$q$;
  end if;
end
$$;
