-- =============================================================================
-- form_revisions: every questionnaire revision that reached production
-- =============================================================================
-- A questionnaire is two JSON files (schemas/<id>.json, ui-schemas/<id>.json). `npm run deploy` publishes
-- them here (the local backend does at start), and the `forms` Edge Function validates each submission against
-- the revision the page rendered, read from this table: a new or edited questionnaire needs no function code,
-- folder, config section or redeploy (docs/decisions/050-one-forms-function-reading-published-revisions.md).
--
-- A revision is a distinct schema: `hash` is the SHA-256 of its canonical JSON (form-core/schema-hash.ts), the
-- value form_submissions.schema_hash already holds. The ui-schema is its presentation: re-publishing the same
-- schema with another ui-schema updates `ui_schema` in place (it changes no answer's meaning).

create table if not exists public.form_revisions (
  form_id            text not null,
  hash               text not null,
  schema             jsonb not null,
  ui_schema          jsonb not null,
  -- When this schema was first published, and when it last became the form's current revision (a revert
  -- publishes an older schema again: it becomes current, and the skew window counts from here).
  first_published_at timestamptz not null default now(),
  published_at       timestamptz not null default now(),
  -- Set when a publish no longer includes the form (its files were removed): the server stops accepting it.
  retired_at         timestamptz,
  -- How long the answers to this form are kept (x-form.retentionDays, or the project's default, resolved by the
  -- publisher): the retention job reads the current revision's.
  retention_days     integer not null,

  primary key (form_id, hash),
  constraint form_revisions_form_id_format check (form_id ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
  constraint form_revisions_hash_format check (hash ~ '^[0-9a-f]{64}$'),
  constraint form_revisions_schema_is_object check (jsonb_typeof(schema) = 'object'),
  constraint form_revisions_ui_schema_is_object check (jsonb_typeof(ui_schema) = 'object'),
  constraint form_revisions_retention_days_range check (retention_days between 1 and 3650)
);

comment on table public.form_revisions is
  'Published questionnaire revisions (schemas/<form_id>.json + ui-schemas/<form_id>.json), written by npm run deploy; read by the forms Edge Function.';

create index if not exists form_revisions_current_idx on public.form_revisions (form_id, published_at desc);

-- Every stored submission names the revision it was validated against. NOT VALID: rows stored before revisions
-- were recorded keep their hash without a revision row; every new row must reference a published one.
alter table public.form_submissions
  add constraint form_submissions_revision_fk
  foreign key (form_id, schema_hash) references public.form_revisions (form_id, hash)
  not valid;

-- =============================================================================
-- Rights: only the server reads or writes revisions
-- =============================================================================
alter table public.form_revisions enable row level security;
revoke all on table public.form_revisions from anon, authenticated;
grant all on table public.form_revisions to service_role;

-- =============================================================================
-- live_form_revisions: what the forms function validates with
-- =============================================================================
-- The form's newest `p_keep` revisions, newest first, unless the form was retired. With the default 2, a page
-- loaded before a deploy (the previous revision) still submits; an older one is told to reload (409).
create or replace function public.live_form_revisions(p_form_id text, p_keep integer default 2)
returns table (hash text, schema jsonb, ui_schema jsonb, published_at timestamptz)
language sql
stable
security invoker
set search_path = ''
as $$
  select r.hash, r.schema, r.ui_schema, r.published_at
    from public.form_revisions r
   where r.form_id = p_form_id and r.retired_at is null
   order by r.published_at desc
   limit greatest(p_keep, 1)
$$;

revoke execute on function public.live_form_revisions(text, integer) from public, anon, authenticated;
grant execute on function public.live_form_revisions(text, integer) to service_role;

-- =============================================================================
-- publish_form_revisions: what npm run deploy (and the local backend) call
-- =============================================================================
-- `p_revisions`: every questionnaire of the site, `[{ form_id, hash, schema, ui_schema, retention_days }]`. Idempotent: publishing
-- the current revision again changes nothing but its ui_schema. Forms missing from the list are retired, unless
-- `p_retire_missing` is false (the local backend, while a file being edited does not parse: keep what was live).
-- Returns one row per form and what happened: new (first publish of the form), updated (a new current
-- revision), restored (an older revision is current again), unchanged, retired.
create or replace function public.publish_form_revisions(p_revisions jsonb, p_retire_missing boolean default true)
returns table (form_id text, hash text, change text)
language plpgsql
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  item jsonb;
  current_hash text;
  known boolean;
begin
  if jsonb_typeof(p_revisions) is distinct from 'array' then
    raise exception 'publish_form_revisions: expected a JSON array, got %', jsonb_typeof(p_revisions);
  end if;
  for item in select value from jsonb_array_elements(p_revisions) loop
    select r.hash into current_hash
      from public.form_revisions r
     where r.form_id = item->>'form_id' and r.retired_at is null
     order by r.published_at desc
     limit 1;
    select exists (select 1 from public.form_revisions r where r.form_id = item->>'form_id' and r.hash = item->>'hash') into known;
    if current_hash is not distinct from item->>'hash' then
      update public.form_revisions r set ui_schema = item->'ui_schema', retention_days = (item->>'retention_days')::integer
       where r.form_id = item->>'form_id' and r.hash = item->>'hash';
      change := 'unchanged';
    elsif known then
      update public.form_revisions r set ui_schema = item->'ui_schema', retention_days = (item->>'retention_days')::integer, published_at = now()
       where r.form_id = item->>'form_id' and r.hash = item->>'hash';
      update public.form_revisions r set retired_at = null where r.form_id = item->>'form_id';
      change := 'restored';
    else
      insert into public.form_revisions (form_id, hash, schema, ui_schema, retention_days)
      values (item->>'form_id', item->>'hash', item->'schema', item->'ui_schema', (item->>'retention_days')::integer);
      update public.form_revisions r set retired_at = null where r.form_id = item->>'form_id';
      change := case when current_hash is null then 'new' else 'updated' end;
    end if;
    form_id := item->>'form_id';
    hash := item->>'hash';
    return next;
  end loop;
  return query
    with retired as (
      update public.form_revisions r set retired_at = now()
       where p_retire_missing
         and r.retired_at is null
         and r.form_id not in (select x->>'form_id' from jsonb_array_elements(p_revisions) x)
      returning r.form_id, r.hash
    )
    select distinct on (retired.form_id) retired.form_id, retired.hash, 'retired'::text from retired;
end
$$;

revoke execute on function public.publish_form_revisions(jsonb, boolean) from public, anon, authenticated;
grant execute on function public.publish_form_revisions(jsonb, boolean) to service_role;
