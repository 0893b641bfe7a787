-- =============================================================================
-- rate_limit_hits: how many submissions a client sent, per form and in all, per time window
-- =============================================================================
-- The `forms` function asks hit_rate_limit before reading a submission's body: a client (a salted SHA-256 of its
-- IP address, never the address itself) may send `p_limit` submissions of one form and `p_global_limit` of all forms
-- together per window of `p_window_seconds`; past that it is answered 429 with Retry-After. The limits are the
-- function's settings (RATE_LIMIT_* in docs/backend.md). In Postgres because an Edge Function has no memory that
-- outlives a request or is shared by its isolates.
--
-- Fixed windows: a client may send up to twice a limit around a window's edge, which is enough to keep a bot from
-- emptying the e-mail quota, and each check is one upsert per counter.

create table if not exists public.rate_limit_hits (
  client_key   text not null,
  -- A form id, or '*' for every form together.
  scope        text not null,
  window_start timestamptz not null,
  expires_at   timestamptz not null,
  hits         integer not null default 0,

  primary key (client_key, scope, window_start),
  constraint rate_limit_hits_client_key_format check (client_key ~ '^[0-9a-f]{64}$'),
  constraint rate_limit_hits_scope_format check (scope = '*' or scope ~ '^[a-z0-9][a-z0-9-]{0,63}$')
);

comment on table public.rate_limit_hits is
  'Submissions per client (salted hash of the IP) per form and window, for the forms function''s rate limit. Rows delete themselves once their window is over.';

create index if not exists rate_limit_hits_expires_idx on public.rate_limit_hits (expires_at);

alter table public.rate_limit_hits enable row level security;
revoke all on table public.rate_limit_hits from anon, authenticated;
grant all on table public.rate_limit_hits to service_role;

-- =============================================================================
-- hit_rate_limit: count one submission and say whether it may go on
-- =============================================================================
-- Every call counts (a refused client that keeps sending stays refused). `retry_after` is the seconds until the
-- window ends, 0 when allowed. Each call also deletes up to 200 counters whose window is over, so the table holds
-- about one window of clients, with no scheduler needed.
create or replace function public.hit_rate_limit(p_client text, p_form_id text, p_limit integer, p_window_seconds integer, p_global_limit integer)
returns table (allowed boolean, retry_after integer)
language plpgsql
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  started timestamptz;
  ends timestamptz;
  form_hits integer;
  all_hits integer;
begin
  if p_window_seconds is null or p_window_seconds < 1 or p_limit is null or p_limit < 1 or p_global_limit is null or p_global_limit < 1 then
    raise exception 'hit_rate_limit: limits and window must be positive' using errcode = '22023';
  end if;
  started := to_timestamp(floor(extract(epoch from now()) / p_window_seconds) * p_window_seconds);
  ends := started + make_interval(secs => p_window_seconds);

  delete from public.rate_limit_hits h
   where h.ctid in (select x.ctid from public.rate_limit_hits x where x.expires_at < now() limit 200 for update skip locked);

  insert into public.rate_limit_hits as h (client_key, scope, window_start, expires_at, hits)
  values (p_client, p_form_id, started, ends, 1)
  on conflict (client_key, scope, window_start) do update set hits = h.hits + 1
  returning h.hits into form_hits;

  insert into public.rate_limit_hits as h (client_key, scope, window_start, expires_at, hits)
  values (p_client, '*', started, ends, 1)
  on conflict (client_key, scope, window_start) do update set hits = h.hits + 1
  returning h.hits into all_hits;

  allowed := form_hits <= p_limit and all_hits <= p_global_limit;
  retry_after := case when allowed then 0 else greatest(1, ceil(extract(epoch from ends - now()))::integer) end;
  return next;
end
$$;

revoke execute on function public.hit_rate_limit(text, text, integer, integer, integer) from public, anon, authenticated;
grant execute on function public.hit_rate_limit(text, text, integer, integer, integer) to service_role;
