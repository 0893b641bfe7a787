-- =============================================================================
-- recibo do visitante: what changes, and why
-- =============================================================================
-- After an accepted send, the visitor gets a receipt by e-mail (issue 43, decision 209): the lead's reference number
-- (the one the page shows), what happens next and a copy of the answers. It rides on the lead's outbox entry, so the
-- outbox that delivers the agency's notice delivers it too, exactly once: `receipt_to` is the address typed in the
-- form (or null: the form sends none, or the address already had its receipts today), `receipt_sent_at` is set right
-- after the receipt went, so a retry of the agency's notice never sends it again.

alter table public.notification_outbox
  add column reference text,
  add column receipt_to text,
  add column receipt_sent_at timestamptz,
  add constraint notification_outbox_reference_shape check (reference is null or reference ~ '^[A-Z0-9]{4}-[A-Z0-9]{4}$'),
  add constraint notification_outbox_receipt_to_shape check (
    receipt_to is null or (char_length(receipt_to) <= 320 and receipt_to ~ public.email_pattern())
  );

comment on column public.notification_outbox.reference is 'The number the visitor is shown and e-mailed (e.g. 3F9A-2C1B): the lead''s reference.';
comment on column public.notification_outbox.receipt_to is 'Where the visitor''s receipt goes: the address typed in the form; null when none is sent.';
comment on column public.notification_outbox.receipt_sent_at is 'When the visitor''s receipt was sent; null while it is owed (or none is).';

-- store_lead: as before, plus the reference and the receipt's address. A receipt is owed only when the revision
-- declares one (`x-form.receipt`): a caller cannot make a form without it mail anybody.
drop function public.store_lead(text, text, text, jsonb);
create function public.store_lead(
  p_form_id text, p_schema_hash text, p_table text, p_row jsonb, p_reference text default null, p_receipt_to text default null
)
returns table (row_id text, outbox_id bigint)
language plpgsql
security invoker
set search_path = ''
as $$
declare
  meta jsonb;
  declared text;
  column_list text;
begin
  select r.schema->'x-form' into meta
    from public.form_revisions r
   where r.form_id = p_form_id and r.hash = p_schema_hash;
  if meta->'submit' is null then
    raise exception 'store_lead: no published revision % of form %', p_schema_hash, p_form_id using errcode = '23503';
  end if;
  declared := case
    when meta->'submit' ? 'table' then meta->'submit'->>'table'
    when meta->'submit'->'server' = 'true'::jsonb then 'form_submissions'
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
  insert into public.notification_outbox (form_id, schema_hash, source_table, source_id, reference, receipt_to)
  values (
    p_form_id, p_schema_hash, p_table, row_id, p_reference,
    case when meta->'receipt' = 'true'::jsonb then lower(p_receipt_to) end
  )
  returning id into outbox_id;
  return next;
end
$$;

-- claim_notifications: as before, plus what the receipt needs.
drop function public.claim_notifications(integer, integer, bigint);
create function public.claim_notifications(p_limit integer default 20, p_lease_seconds integer default 120, p_id bigint default null)
returns table (
  id bigint, form_id text, schema_hash text, schema jsonb, ui_schema jsonb,
  source_table text, source_id text, source_row jsonb, attempts integer,
  reference text, receipt_to text, receipt_sent boolean
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
    returning o.id, o.form_id, o.schema_hash, o.source_table, o.source_id, o.attempts, o.reference, o.receipt_to, o.receipt_sent_at
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
    reference := item.reference;
    receipt_to := item.receipt_to;
    receipt_sent := item.receipt_sent_at is not null;
    return next;
  end loop;
end
$$;

-- finish_receipt: the receipt of a claimed entry went; the agency's notice may still be owed.
create function public.finish_receipt(p_id bigint)
returns void
language sql
security invoker
set search_path = ''
as $$
  update public.notification_outbox o set receipt_sent_at = now() where o.id = p_id and o.receipt_sent_at is null
$$;

revoke execute on function public.store_lead(text, text, text, jsonb, text, text) from public, anon, authenticated;
revoke execute on function public.claim_notifications(integer, integer, bigint) from public, anon, authenticated;
revoke execute on function public.finish_receipt(bigint) from public, anon, authenticated;
grant execute on function public.store_lead(text, text, text, jsonb, text, text) to service_role;
grant execute on function public.claim_notifications(integer, integer, bigint) to service_role;
grant execute on function public.finish_receipt(bigint) to service_role;

-- The receipts are counted by hit_rate_limit under a scope of their own (forms-function/receipt-limit.ts), as the
-- refused requests are: never a form id.
alter table public.rate_limit_hits drop constraint rate_limit_hits_scope_format;
alter table public.rate_limit_hits add constraint rate_limit_hits_scope_format
  check (scope in ('*', '_refused', '_receipt') or public.is_form_id(scope));
