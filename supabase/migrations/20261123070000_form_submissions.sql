-- =============================================================================
-- form_submissions: every briefing and contact message, as sent by the Edge Functions
-- =============================================================================
-- One table for every form with a `{ "function": ... }` target: the function validates the payload
-- against the form's JSON Schema before storing it, so the row keeps the answers as `jsonb` instead of
-- one column per question (adding or editing a form never needs a migration).
-- The CHECKs below bound everything a client can send, even if a caller skips the function.

create table if not exists public.form_submissions (
  id          uuid primary key default gen_random_uuid(),
  -- The form's id (schemas/<form_id>.json): kebab-case, as the registry names files.
  form_id     text not null,
  -- SHA-256 (hex) of the schema the payload was validated against: tells which version of a
  -- questionnaire an old row answered, without a versioning scheme to maintain by hand.
  schema_hash text not null,
  payload     jsonb not null,
  created_at  timestamptz not null default now(),
  -- Request metadata, bounded; kept only to tell bots from people. No IP address (LGPD: not needed).
  user_agent  text,
  origin      text,

  constraint form_submissions_form_id_format check (form_id ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
  constraint form_submissions_schema_hash_format check (schema_hash ~ '^[0-9a-f]{64}$'),
  constraint form_submissions_payload_is_object check (jsonb_typeof(payload) = 'object'),
  -- The functions accept 64 KiB of JSON; jsonb's text form adds a space after every ':' and ','
  -- so the stored text can be larger than the body: 128 KiB leaves room without being unbounded.
  constraint form_submissions_payload_size check (octet_length(payload::text) <= 131072),
  constraint form_submissions_user_agent_length check (char_length(user_agent) <= 512),
  constraint form_submissions_origin_length check (char_length(origin) <= 256)
);

comment on table public.form_submissions is
  'Briefings and contact messages sent by the send-* Edge Functions; payload validated against schemas/<form_id>.json.';

-- The agency reads newest first, per form (npm run submissions, the table editor).
create index if not exists form_submissions_form_created_idx
  on public.form_submissions (form_id, created_at desc);

-- =============================================================================
-- Row-level security: visitors may add a submission, never read one
-- =============================================================================
alter table public.form_submissions enable row level security;

-- New Supabase projects no longer grant table rights to the API roles by default, and older ones grant
-- everything: state the rights explicitly either way. No SELECT, so also no INSERT ... RETURNING:
-- clients insert with `Prefer: return=minimal` (supabase-js's default for insert without .select()).
-- Column-level: a caller sets the answers and their metadata, never created_at (it is the server's clock).
revoke all on table public.form_submissions from anon, authenticated;
grant insert (id, form_id, schema_hash, payload, user_agent, origin)
  on table public.form_submissions to anon, authenticated;
grant all on table public.form_submissions to service_role;

-- `with check (true)`: what may be inserted is bounded by the CHECK constraints above, the same for
-- every caller; the policy only says who may insert at all.
drop policy if exists "visitors may insert submissions" on public.form_submissions;
create policy "visitors may insert submissions"
  on public.form_submissions
  for insert
  to anon, authenticated
  with check (true);
