-- =============================================================================
-- One CSV for a period over every form (decision 214): a ticket no longer needs a form, each row names its form
-- =============================================================================
-- A month's export was twelve files ("Para exportar CSV, escolha um formulário."). A ticket without `form_id` now
-- streams every form's leads in one file: the columns every lead has, then its answers as "pergunta: resposta". The
-- rows carry their form and form title, which the file's common columns need; a ticket with a form exports as before.

create or replace function public.workspace_open_export(p_member text, p_filters jsonb)
returns table (ticket text, expires_at timestamptz)
language plpgsql
set search_path = ''
as $$
declare
  secret text := replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
  until timestamptz := now() + interval '2 minutes';
begin
  perform public.workspace_require_member(p_member);
  perform public.workspace_require_filters(p_filters);
  delete from public.workspace_export_tickets t where t.expires_at < now();
  insert into public.workspace_export_tickets (ticket_sha256, member, filters, expires_at)
  values (encode(sha256(convert_to(secret, 'UTF8')), 'hex'), lower(p_member), p_filters, until);
  return query select secret, until;
end
$$;

drop function public.workspace_export_rows(jsonb, timestamptz, text, text, integer, text);

create function public.workspace_export_rows(
  p_filters jsonb,
  p_after_created timestamptz default null,
  p_after_table text default null,
  p_after_id text default null,
  p_limit integer default 500,
  p_after_key text default null
)
returns table (
  source_table text, source_id text, created_at text, status text, owner text, schema_hash text, answers jsonb, sort_key text,
  form_id text, form_title text
)
language plpgsql
stable
set search_path = ''
as $$
declare
  ordering record;
begin
  select * into ordering from public.workspace_lead_order(p_filters ->> 'sort', (p_filters ->> 'desc')::boolean);
  -- The time as ISO text with its microseconds: the next page's cursor must be exact (a JS Date keeps milliseconds).
  return query execute format(
    'select l.source_table, l.source_id, to_char(l.created_at at time zone ''UTC'', ''YYYY-MM-DD"T"HH24:MI:SS.US"Z"''), l.status,
            l.owner, l.schema_hash, l.answers, %1$s, l.form_id, l.form_title
       from public.workspace_filtered_leads($5) l
      where ($2::timestamptz is null or %2$s)
      order by %3$s
      limit $6', ordering.key_sql, ordering.after_sql, ordering.order_sql)
    using p_after_key, p_after_created, p_after_table, p_after_id, p_filters, least(greatest(coalesce(p_limit, 500), 1), 1000);
end
$$;
revoke execute on function public.workspace_export_rows(jsonb, timestamptz, text, text, integer, text) from public, anon, authenticated;
grant execute on function public.workspace_export_rows(jsonb, timestamptz, text, text, integer, text) to service_role;
