-- =============================================================================
-- The workspace's CSV export: a short-lived, single-use ticket, then the filtered leads in pages
-- =============================================================================
-- The page asks the `workspace` function for an export with the member's token (verified there against the JWKS);
-- the function opens a ticket here and the browser downloads a plain link with it, so the download manager writes
-- the file to disk while the function streams it page by page (docs/decisions/151-csv-export-by-ticket.md).
-- Only service_role (the function) calls these; each checks the member is still in agency_members.

create table if not exists public.workspace_export_tickets (
  -- The ticket's SHA-256: the ticket itself is only ever in the link.
  ticket_sha256 text primary key,
  member        text not null,
  filters       jsonb not null,
  expires_at    timestamptz not null
);

comment on table public.workspace_export_tickets is
  'Open CSV export tickets: single use, 2 minutes. Written and taken by the workspace function (service_role) only.';

alter table public.workspace_export_tickets enable row level security;
revoke all on table public.workspace_export_tickets from anon, authenticated;
grant all on table public.workspace_export_tickets to service_role;

-- =============================================================================
-- workspace_require_member: the refusal the function's calls share
-- =============================================================================
create or replace function public.workspace_require_member(p_member text)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not exists (select 1 from public.agency_members m where m.email = lower(coalesce(p_member, ''))) then
    raise exception 'Sem acesso: % não é membro da equipe.', left(coalesce(p_member, ''), 254) using errcode = '42501';
  end if;
end
$$;

-- =============================================================================
-- workspace_open_export, workspace_take_export: the ticket
-- =============================================================================
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
  if jsonb_typeof(p_filters) is distinct from 'object' or coalesce(p_filters ->> 'form_id', '') = '' then
    raise exception 'Escolha um formulário para exportar: cada formulário tem as suas perguntas.' using errcode = '22023';
  end if;
  perform public.workspace_require_status(p_filters ->> 'status');
  delete from public.workspace_export_tickets t where t.expires_at < now();
  insert into public.workspace_export_tickets (ticket_sha256, member, filters, expires_at)
  values (encode(sha256(convert_to(secret, 'UTF8')), 'hex'), lower(p_member), p_filters, until);
  return query select secret, until;
end
$$;

create or replace function public.workspace_take_export(p_ticket text)
returns table (member text, filters jsonb)
language plpgsql
set search_path = ''
as $$
#variable_conflict use_column
declare
  taken record;
begin
  delete from public.workspace_export_tickets t
   where t.ticket_sha256 = encode(sha256(convert_to(coalesce(p_ticket, ''), 'UTF8')), 'hex')
  returning t.member, t.filters, t.expires_at into taken;
  if taken is null or taken.expires_at < now() then
    raise exception 'Este link de exportação expirou ou já foi usado. Exporte de novo pelo painel.' using errcode = 'P0001';
  end if;
  perform public.workspace_require_member(taken.member);
  return query select taken.member, taken.filters;
end
$$;

-- =============================================================================
-- workspace_export_rows: one page of the filtered leads, newest first, after a cursor (no offset to rescan)
-- =============================================================================
create or replace function public.workspace_export_rows(
  p_filters jsonb,
  p_after_created timestamptz default null,
  p_after_table text default null,
  p_after_id text default null,
  p_limit integer default 500
)
returns table (source_table text, source_id text, created_at text, status text, schema_hash text, answers jsonb)
language sql
stable
set search_path = ''
as $$
  -- The time as ISO text with its microseconds: the next page's cursor must be exact (a JS Date keeps milliseconds).
  select l.source_table, l.source_id, to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), l.status,
         l.schema_hash, l.answers
    from public.workspace_leads l
   where l.form_id = p_filters ->> 'form_id'
     and (p_filters ->> 'status' is null or l.status = p_filters ->> 'status')
     and (p_filters ->> 'from' is null or l.created_at >= (p_filters ->> 'from')::timestamptz)
     and (p_filters ->> 'to' is null or l.created_at < (p_filters ->> 'to')::timestamptz)
     and (coalesce(p_filters ->> 'search', '') = ''
          or strpos(l.search_text, public.workspace_fold(btrim(p_filters ->> 'search'))) > 0)
     and (p_after_created is null or (l.created_at, l.source_table, l.source_id) < (p_after_created, p_after_table, p_after_id))
   order by l.created_at desc, l.source_table desc, l.source_id desc
   limit least(greatest(coalesce(p_limit, 500), 1), 1000)
$$;

revoke execute on function public.workspace_require_member(text) from public, anon, authenticated;
revoke execute on function public.workspace_open_export(text, jsonb) from public, anon, authenticated;
revoke execute on function public.workspace_take_export(text) from public, anon, authenticated;
revoke execute on function public.workspace_export_rows(jsonb, timestamptz, text, text, integer) from public, anon, authenticated;
grant execute on function public.workspace_require_member(text) to service_role;
grant execute on function public.workspace_open_export(text, jsonb) to service_role;
grant execute on function public.workspace_take_export(text) to service_role;
grant execute on function public.workspace_export_rows(jsonb, timestamptz, text, text, integer) to service_role;
