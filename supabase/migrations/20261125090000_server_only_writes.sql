-- =============================================================================
-- Only the server writes leads: no INSERT for the API's visitor roles
-- =============================================================================
-- Until now anyone holding the public (anon) key could POST straight to /rest/v1/form_submissions or
-- /rest/v1/"Agendar Reunião", one row or an array of hundreds, skipping the schema, the honeypot, the rate limit,
-- the 64 KiB limit and the e-mail. Every form now goes through the `forms` Edge Function, which validates the
-- answers against the published revision and stores them as service_role
-- (docs/decisions/060-every-lead-through-the-server.md). The visitor roles keep no right at all on either table.
--
-- The CHECKs of both tables stay: they are the last guard should a server bug, or a future grant, let a bad row
-- through (tests/backend/bad-input.test.ts sends them as service_role and expects each one refused).

revoke all on table public.form_submissions from anon, authenticated;
revoke all on table public."Agendar Reunião" from anon, authenticated;

-- Without a policy, row-level security refuses anon even if a grant came back by mistake.
drop policy if exists "visitors may insert submissions" on public.form_submissions;
drop policy if exists "visitors may request meetings" on public."Agendar Reunião";

comment on table public.form_submissions is
  'Briefings and contact messages, stored by the forms Edge Function (service_role) after validating them against the published revision (form_revisions).';
comment on table public."Agendar Reunião" is
  'Meeting requests from /agendar (schemas/meeting.json), stored by the forms Edge Function (service_role). Numero is the phone digits as a number, 0 when unparsable.';
