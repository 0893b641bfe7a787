-- =============================================================================
-- notification_outbox: every stored lead owes the agency one e-mail
-- =============================================================================
-- The `forms` function stores a lead and answers the visitor at once; the e-mail is sent afterwards, and retried
-- with backoff when the provider fails or hangs. What is still owed lives here, next to the row, so a crash, a
-- timeout or a provider outage loses no notification: the next flush (the function's own background task, the
-- pg_cron job of the next migration, or the local backend's timer) sends it.
--
-- An entry references its row (`source_table`, `source_id`) and the revision it answered; the answers are never
-- copied here. It is written by store_lead in the same transaction as the row: a row without its entry, or an
-- entry without its row, cannot exist.

create table if not exists public.notification_outbox (
  id              bigint generated always as identity primary key,
  form_id         text not null,
  -- The revision the answers were validated against: the e-mail uses its titles.
  schema_hash     text not null,
  -- Where the lead is: form_submissions or the table its form names (x-form.submit.table), and its id as text.
  source_table    text not null,
  source_id       text not null,
  created_at      timestamptz not null default now(),
  attempts        integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- A sender owns the entry until then (a crashed sender's claim simply expires).
  claimed_until   timestamptz,
  last_error      text,
  sent_at         timestamptz,

  constraint notification_outbox_source_unique unique (source_table, source_id),
  constraint notification_outbox_revision_fk foreign key (form_id, schema_hash) references public.form_revisions (form_id, hash),
  constraint notification_outbox_last_error_length check (char_length(last_error) <= 1000)
);

comment on table public.notification_outbox is
  'One row per stored lead: whether the agency e-mail was sent (sent_at), how often it was tried and why it failed. Written by store_lead; drained by the forms function.';

-- What a flush looks for: unsent entries whose time has come.
create index if not exists notification_outbox_due_idx
  on public.notification_outbox (next_attempt_at) where sent_at is null;

alter table public.notification_outbox enable row level security;
revoke all on table public.notification_outbox from anon, authenticated;
grant all on table public.notification_outbox to service_role;

-- =============================================================================
-- store_lead: the row and its outbox entry, in one transaction
-- =============================================================================
-- `p_row` is the row as the target table's columns (`form_submissions`' own, or the form's column mapping), and the
-- table must be the one the revision's `x-form.submit` names: a caller cannot aim a form at another table.
-- Every target table has an `id` primary key; its value (text) identifies the row in the outbox.
create or replace function public.store_lead(p_form_id text, p_schema_hash text, p_table text, p_row jsonb)
returns table (row_id text, outbox_id bigint)
language plpgsql
security invoker
set search_path = ''
as $$
declare
  submit jsonb;
  declared text;
  column_list text;
begin
  select r.schema->'x-form'->'submit' into submit
    from public.form_revisions r
   where r.form_id = p_form_id and r.hash = p_schema_hash;
  if submit is null then
    raise exception 'store_lead: no published revision % of form %', p_schema_hash, p_form_id using errcode = '23503';
  end if;
  declared := case
    when submit ? 'table' then submit->>'table'
    when submit->'server' = 'true'::jsonb then 'form_submissions'
  end;
  if declared is distinct from p_table then
    raise exception 'store_lead: form % stores into %, not %', p_form_id, coalesce(declared, '(nothing)'), p_table using errcode = '42501';
  end if;
  if jsonb_typeof(p_row) is distinct from 'object' or p_row = '{}'::jsonb then
    raise exception 'store_lead: the row must be a non-empty JSON object' using errcode = '22023';
  end if;
  select string_agg(format('%I', key), ', ') into column_list from jsonb_object_keys(p_row) as key;
  execute format(
    'insert into public.%I (%s) select %s from jsonb_populate_record(null::public.%I, $1) returning id::text',
    p_table, column_list, column_list, p_table
  ) into row_id using p_row;
  insert into public.notification_outbox (form_id, schema_hash, source_table, source_id)
  values (p_form_id, p_schema_hash, p_table, row_id)
  returning id into outbox_id;
  return next;
end
$$;

-- =============================================================================
-- claim_notifications: hand entries to one sender at a time
-- =============================================================================
-- Unsent entries whose time has come (or the one named by `p_id`, the function sending right after storing), each
-- with its row and its revision's schema and ui-schema, so the e-mail is rendered from what was stored. A claimed
-- entry is the caller's for `p_lease_seconds`; `skip locked` keeps two flushes from taking the same one.
create or replace function public.claim_notifications(p_limit integer default 20, p_lease_seconds integer default 120, p_id bigint default null)
returns table (
  id bigint, form_id text, schema_hash text, schema jsonb, ui_schema jsonb,
  source_table text, source_id text, source_row jsonb, attempts integer
)
language plpgsql
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  item record;
  id_type text;
begin
  for item in
    with due as (
      select o.id
        from public.notification_outbox o
       where o.sent_at is null
         and (o.claimed_until is null or o.claimed_until < now())
         and case when p_id is null then o.next_attempt_at <= now() else o.id = p_id end
       order by o.next_attempt_at, o.id
       limit greatest(p_limit, 1)
       for update skip locked
    )
    update public.notification_outbox o
       set claimed_until = now() + make_interval(secs => greatest(p_lease_seconds, 1)), attempts = o.attempts + 1
      from due
     where o.id = due.id
    returning o.id, o.form_id, o.schema_hash, o.source_table, o.source_id, o.attempts
  loop
    select format_type(a.atttypid, a.atttypmod) into id_type
      from pg_catalog.pg_attribute a
     where a.attrelid = to_regclass(format('public.%I', item.source_table)) and a.attname = 'id' and not a.attisdropped;
    source_row := null;
    if id_type is not null then
      execute format('select to_jsonb(t) from public.%I t where t.id = $1::%s', item.source_table, id_type) into source_row using item.source_id;
    end if;
    select r.schema, r.ui_schema into schema, ui_schema
      from public.form_revisions r
     where r.form_id = item.form_id and r.hash = item.schema_hash;
    id := item.id;
    form_id := item.form_id;
    schema_hash := item.schema_hash;
    source_table := item.source_table;
    source_id := item.source_id;
    attempts := item.attempts;
    return next;
  end loop;
end
$$;

-- =============================================================================
-- finish_notification: sent, or tried again later
-- =============================================================================
-- Sent: `p_error` null. Failed: the error is kept and the next attempt waits 30 s, 1 min, 2 min, … up to 6 h
-- (exponential backoff). `p_give_up`: nothing can ever be sent (the row was deleted): kept as not notified, with
-- its reason, and never tried again.
create or replace function public.finish_notification(p_id bigint, p_error text default null, p_give_up boolean default false)
returns table (id bigint, attempts integer, next_attempt_at timestamptz, sent_at timestamptz, last_error text)
language plpgsql
security invoker
set search_path = ''
as $$
#variable_conflict use_column
begin
  return query
    update public.notification_outbox o
       set claimed_until = null,
           sent_at = case when p_error is null then now() end,
           last_error = left(p_error, 1000),
           next_attempt_at = case
             when p_error is null then o.next_attempt_at
             when p_give_up then 'infinity'::timestamptz
             else now() + least(make_interval(secs => 30 * power(2, least(greatest(o.attempts - 1, 0), 20))), interval '6 hours')
           end
     where o.id = p_id
    returning o.id, o.attempts, o.next_attempt_at, o.sent_at, o.last_error;
end
$$;

revoke execute on function public.store_lead(text, text, text, jsonb) from public, anon, authenticated;
revoke execute on function public.claim_notifications(integer, integer, bigint) from public, anon, authenticated;
revoke execute on function public.finish_notification(bigint, text, boolean) from public, anon, authenticated;
grant execute on function public.store_lead(text, text, text, jsonb) to service_role;
grant execute on function public.claim_notifications(integer, integer, bigint) to service_role;
grant execute on function public.finish_notification(bigint, text, boolean) to service_role;
