-- ============================================================================================================
-- Where visitors stop (issue 46, decision 221): the funnel of each form, as counts per form, revision and day.
-- No visit id, no address, no answer is stored: a row says how many visits of a day did one thing, nothing more.
-- ============================================================================================================

-- The day is the agency's (São Paulo), so "today" in the workspace is the day its team lives in.
create function public.funnel_today()
returns date
language sql
stable
set search_path = ''
as $$
  select (now() at time zone public.agency_time_zone())::date
$$;

-- How long a send took, counted in buckets of this many seconds (the median is read from them): a histogram, no trail.
create function public.funnel_seconds_per_bucket()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 15
$$;
revoke execute on function public.funnel_today() from public, anon, authenticated;
revoke execute on function public.funnel_seconds_per_bucket() from public, anon, authenticated;
grant execute on function public.funnel_today() to service_role;
grant execute on function public.funnel_seconds_per_bucket() to service_role;

create table public.form_funnel_counts (
  form_id text not null,
  schema_hash text not null,
  day date not null,
  -- view: the form drawn; start: the first answer; submit: a send the server accepted; stop: a visit that left after
  -- starting, at the question `bucket` (0-based, page order); duration: a send that took `bucket` buckets of time.
  kind text not null,
  bucket integer not null default 0,
  visits bigint not null default 0,
  constraint form_funnel_counts_pkey primary key (form_id, schema_hash, day, kind, bucket),
  constraint form_funnel_counts_revision_fk foreign key (form_id, schema_hash)
    references public.form_revisions (form_id, hash) on delete cascade,
  constraint form_funnel_counts_kind check (kind in ('view', 'start', 'submit', 'stop', 'duration')),
  constraint form_funnel_counts_bucket_range check (bucket between 0 and 1000),
  constraint form_funnel_counts_no_bucket check (kind in ('stop', 'duration') or bucket = 0),
  constraint form_funnel_counts_visits_not_negative check (visits >= 0)
);
comment on table public.form_funnel_counts is
  'The funnel of each form (issue 46): how many visits a day saw, started, sent and left it, and where; counts only, written by the forms function''s count_form_event. No visit id, address or answer.';

-- Nobody but the server's role touches the table: members read it through workspace_funnel, which checks membership.
alter table public.form_funnel_counts enable row level security;
grant all on table public.form_funnel_counts to service_role;

-- ------------------------------------------------------------------------------------------------------------
-- The events' own rate limit per client, apart from the submissions' (a flood of events spends no send).
-- ------------------------------------------------------------------------------------------------------------
alter table public.rate_limit_hits drop constraint rate_limit_hits_scope_format;
alter table public.rate_limit_hits add constraint rate_limit_hits_scope_format
  check (scope = any (array['*', '_refused', '_receipt', '_events']) or public.is_form_id(scope));

create function public.hit_event_limit(p_client text, p_limit integer, p_window_seconds integer)
returns table(allowed boolean, retry_after integer)
language plpgsql
set search_path = ''
as $$
#variable_conflict use_column
declare
  started timestamptz;
  ends timestamptz;
  hits_now integer;
begin
  if p_window_seconds is null or p_window_seconds < 1 or p_limit is null or p_limit < 1 then
    raise exception 'hit_event_limit: limit and window must be positive' using errcode = '22023';
  end if;
  started := to_timestamp(floor(extract(epoch from now()) / p_window_seconds) * p_window_seconds);
  ends := started + make_interval(secs => p_window_seconds);
  insert into public.rate_limit_hits as h (client_key, scope, window_start, expires_at, hits)
  values (p_client, '_events', started, ends, 1)
  on conflict (client_key, scope, window_start) do update set hits = h.hits + 1
  returning h.hits into hits_now;
  allowed := hits_now <= p_limit;
  retry_after := case when allowed then 0 else greatest(1, ceil(extract(epoch from ends - now()))::integer) end;
  return next;
end
$$;
revoke execute on function public.hit_event_limit(text, integer, integer) from public, anon, authenticated;
grant execute on function public.hit_event_limit(text, integer, integer) to service_role;

-- One event, counted when the client is under its limit. A stop or a send may withdraw the visit's earlier stop
-- (`p_withdraw`, its question): a visit that hid the page and came back counts one stop at most, or none once sent.
create function public.count_form_event(
  p_client text, p_limit integer, p_window_seconds integer,
  p_form_id text, p_schema_hash text, p_kind text,
  p_question integer default null, p_seconds integer default null, p_withdraw integer default null)
returns table(allowed boolean, retry_after integer)
language plpgsql
set search_path = ''
as $$
#variable_conflict use_column
declare
  today date := public.funnel_today();
begin
  select l.allowed, l.retry_after into allowed, retry_after from public.hit_event_limit(p_client, p_limit, p_window_seconds) l;
  if not allowed then
    return next;
    return;
  end if;
  if p_kind not in ('view', 'start', 'submit', 'stop') then
    raise exception 'count_form_event: unknown kind %', p_kind using errcode = '22023';
  end if;
  insert into public.form_funnel_counts as c (form_id, schema_hash, day, kind, bucket, visits)
  values (p_form_id, p_schema_hash, today, p_kind, case when p_kind = 'stop' then p_question else 0 end, 1)
  on conflict (form_id, schema_hash, day, kind, bucket) do update set visits = c.visits + 1;
  if p_kind = 'submit' and p_seconds is not null then
    insert into public.form_funnel_counts as c (form_id, schema_hash, day, kind, bucket, visits)
    values (p_form_id, p_schema_hash, today, 'duration', least(p_seconds / public.funnel_seconds_per_bucket(), 1000), 1)
    on conflict (form_id, schema_hash, day, kind, bucket) do update set visits = c.visits + 1;
  end if;
  if p_withdraw is not null and p_kind in ('submit', 'stop') then
    update public.form_funnel_counts c set visits = c.visits - 1
     where c.ctid = (select x.ctid from public.form_funnel_counts x
                      where x.form_id = p_form_id and x.schema_hash = p_schema_hash and x.kind = 'stop'
                        and x.bucket = p_withdraw and x.day >= today - 1 and x.visits > 0
                      order by x.day desc limit 1);
  end if;
  return next;
end
$$;
revoke execute on function public.count_form_event(text, integer, integer, text, text, text, integer, integer, integer) from public, anon, authenticated;
grant execute on function public.count_form_event(text, integer, integer, text, text, text, integer, integer, integer) to service_role;

-- ------------------------------------------------------------------------------------------------------------
-- The workspace's read: one form's funnel over a period, each revision with its own figures.
-- ------------------------------------------------------------------------------------------------------------
-- Security definer, as the table grants members nothing: every row it reads is behind is_agency_member().
create function public.workspace_funnel(p_form_id text, p_from date, p_to date)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with counts as (
    select c.schema_hash, c.kind, c.bucket, sum(c.visits) as visits
      from public.form_funnel_counts c
     where public.is_agency_member() and c.form_id = p_form_id and c.day between p_from and p_to
     group by c.schema_hash, c.kind, c.bucket
  ),
  durations as (
    select d.schema_hash, d.bucket, sum(d.visits) over (partition by d.schema_hash order by d.bucket) as below,
           sum(d.visits) over (partition by d.schema_hash) as total
      from counts d where d.kind = 'duration'
  ),
  medians as (
    select m.schema_hash, min(m.bucket) * public.funnel_seconds_per_bucket() + public.funnel_seconds_per_bucket() / 2 as seconds
      from durations m where m.below * 2 >= m.total group by m.schema_hash
  ),
  shown as (
    select r.form_id, r.hash, r.schema, r.ui_schema, r.first_published_at, r.retired_at
      from public.form_revisions r
     where public.is_agency_member() and r.form_id = p_form_id
       and (r.retired_at is null or exists (select 1 from counts k where k.schema_hash = r.hash))
     order by r.first_published_at desc
     limit 8
  )
  select jsonb_build_object(
    'forms', (select coalesce(jsonb_agg(jsonb_build_object('form_id', f.form_id, 'title', f.title) order by f.title), '[]'::jsonb)
                from public.workspace_forms() f where public.is_agency_member()),
    'form_id', p_form_id,
    'from', p_from,
    'to', p_to,
    'revisions', coalesce((
      select jsonb_agg(jsonb_build_object(
        'hash', s.hash,
        'published_at', s.first_published_at,
        'retired', s.retired_at is not null,
        'schema', s.schema,
        'ui_schema', s.ui_schema,
        'views', coalesce((select k.visits from counts k where k.schema_hash = s.hash and k.kind = 'view'), 0),
        'starts', coalesce((select k.visits from counts k where k.schema_hash = s.hash and k.kind = 'start'), 0),
        'submits', coalesce((select k.visits from counts k where k.schema_hash = s.hash and k.kind = 'submit'), 0),
        'median_seconds', (select m.seconds from medians m where m.schema_hash = s.hash),
        'stops', coalesce((select jsonb_agg(jsonb_build_object('question', k.bucket, 'visits', k.visits) order by k.bucket)
                             from counts k where k.schema_hash = s.hash and k.kind = 'stop' and k.visits > 0), '[]'::jsonb)
      ) order by s.first_published_at desc)
      from shown s), '[]'::jsonb)
  )
$$;
revoke execute on function public.workspace_funnel(text, date, date) from public, anon;
grant execute on function public.workspace_funnel(text, date, date) to authenticated, service_role;

-- ------------------------------------------------------------------------------------------------------------
-- Retention: the daily job (purge_expired_submissions, pg_cron) deletes a form's counts past the form's own
-- retention, as it does its leads; one more row per form in its report (table form_funnel_counts).
-- ------------------------------------------------------------------------------------------------------------
create or replace function public.purge_expired_submissions(p_dry_run boolean default true)
returns table(table_name text, form_id text, retention_days integer, expired bigint)
language plpgsql
set search_path = ''
as $_$
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

    if p_dry_run then
      select count(*) into n from public.form_funnel_counts c
       where c.form_id = f.form_id and c.day < public.funnel_today() - f.retention_days;
    else
      delete from public.form_funnel_counts c
       where c.form_id = f.form_id and c.day < public.funnel_today() - f.retention_days;
      get diagnostics n = row_count;
    end if;
    table_name := 'form_funnel_counts';
    expired := n;
    return next;
  end loop;
end
$_$;
