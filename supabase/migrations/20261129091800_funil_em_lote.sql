-- =============================================================================================================
-- The funnel's events counted in batches (decision 230): the forms function gathers the events that arrive within a
-- few milliseconds and counts them in one call, one transaction, and answers each only once it committed. The
-- per-event functions (count_form_event, hit_event_limit) go: nothing else called them.
-- =============================================================================================================

drop function public.count_form_event(text, integer, integer, text, text, text, integer, integer, integer);
drop function public.hit_event_limit(text, integer, integer);

-- p_events: a JSON array, in arrival order, of { client, form?, revision?, kind?, question?, seconds?, withdraw? }.
-- An element without a kind is a refused event: it counts against its client's limit and nothing else. Each client's
-- hits go up by its events of the batch in one upsert; its n-th event is allowed when the hits before the batch plus n
-- stay within the limit, exactly as if they had come one by one. One answer per element, by its 1-based position.
create function public.count_form_events(p_events jsonb, p_limit integer, p_window_seconds integer)
returns table(ord integer, allowed boolean, retry_after integer)
language plpgsql
set search_path = ''
as $$
#variable_conflict use_column
declare
  today date := public.funnel_today();
  started timestamptz;
  ends timestamptz;
  wait integer;
  decided jsonb;
begin
  if p_window_seconds is null or p_window_seconds < 1 or p_limit is null or p_limit < 1 then
    raise exception 'count_form_events: limit and window must be positive' using errcode = '22023';
  end if;
  if jsonb_typeof(p_events) is distinct from 'array' then
    raise exception 'count_form_events: the events are a JSON array' using errcode = '22023';
  end if;
  started := to_timestamp(floor(extract(epoch from now()) / p_window_seconds) * p_window_seconds);
  ends := started + make_interval(secs => p_window_seconds);
  wait := greatest(1, ceil(extract(epoch from ends - now()))::integer);

  with events as (
    select e.value, e.ord, e.value->>'client' as client,
           row_number() over (partition by e.value->>'client' order by e.ord) as nth,
           count(*) over (partition by e.value->>'client') as n
      from jsonb_array_elements(p_events) with ordinality as e(value, ord)
  ),
  hits as (
    insert into public.rate_limit_hits as h (client_key, scope, window_start, expires_at, hits)
    select x.client, '_events', started, ends, count(*) from events x group by x.client order by x.client
    on conflict (client_key, scope, window_start) do update set hits = h.hits + excluded.hits
    returning h.client_key, h.hits
  )
  select coalesce(jsonb_agg(e.value || jsonb_build_object('ord', e.ord, 'allowed', h.hits - e.n + e.nth <= p_limit) order by e.ord), '[]')
    into decided
    from events e join hits h on h.client_key = e.client;

  if exists (select 1 from jsonb_to_recordset(decided) as e(kind text) where e.kind not in ('view', 'start', 'submit', 'stop')) then
    raise exception 'count_form_events: unknown kind' using errcode = '22023';
  end if;

  -- One upsert for the whole batch, in key order (two batches of two isolates lock rows in the same order).
  insert into public.form_funnel_counts as c (form_id, schema_hash, day, kind, bucket, visits)
  select e.form, e.revision, today, k.kind, k.bucket, count(*)
    from jsonb_to_recordset(decided) as e(allowed boolean, form text, revision text, kind text, question integer, seconds integer)
   cross join lateral (values
     (e.kind, case when e.kind = 'stop' then e.question else 0 end),
     (case when e.kind = 'submit' and e.seconds is not null then 'duration' end,
      least(e.seconds / public.funnel_seconds_per_bucket(), 1000))) as k(kind, bucket)
   where e.allowed and e.kind is not null and k.kind is not null
   group by e.form, e.revision, k.kind, k.bucket
   order by e.form, e.revision, k.kind, k.bucket
  on conflict (form_id, schema_hash, day, kind, bucket) do update set visits = c.visits + excluded.visits;

  -- A stop or a send may withdraw its visit's earlier stop: n withdrawals of one question take today's stops first,
  -- then yesterday's, never below zero, as n single withdrawals would (each took the newest day with a stop left).
  with withdrawn as (
    select e.form, e.revision, e.withdraw as bucket, count(*) as n
      from jsonb_to_recordset(decided) as e(allowed boolean, form text, revision text, kind text, withdraw integer)
     where e.allowed and e.withdraw is not null and e.kind in ('stop', 'submit')
     group by e.form, e.revision, e.withdraw
  ),
  stops as (
    select x.ctid as row_id, w.n,
           coalesce(sum(x.visits) over (partition by x.form_id, x.schema_hash, x.bucket order by x.day desc
                                        rows between unbounded preceding and 1 preceding), 0) as newer
      from withdrawn w
      join public.form_funnel_counts x
        on x.form_id = w.form and x.schema_hash = w.revision and x.kind = 'stop' and x.bucket = w.bucket
     where x.day >= today - 1 and x.visits > 0
  )
  update public.form_funnel_counts c set visits = c.visits - least(c.visits, s.n - s.newer)
    from stops s
   where c.ctid = s.row_id and s.newer < s.n;

  return query
    select e.ord, e.allowed, case when e.allowed then 0 else wait end
      from jsonb_to_recordset(decided) as e(ord integer, allowed boolean)
     order by e.ord;
end
$$;
revoke execute on function public.count_form_events(jsonb, integer, integer) from public, anon, authenticated;
grant execute on function public.count_form_events(jsonb, integer, integer) to service_role;
