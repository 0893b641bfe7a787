-- =============================================================================
-- An e-mail holds no markup: none of < > ( ) \ , ; : " (form-core's EMAIL_PATTERN, in the same words)
-- =============================================================================
-- Issue 42: the team screen took `<script>alert(1)</script>@x.com` as a member's e-mail and created an Auth user.
-- Every address the forms take (ajv-formats' email) still passes: those characters are outside it. Rows already
-- stored are not checked again (a CHECK is not revalidated when the function it calls changes).
create or replace function public.email_pattern()
returns text
language sql
immutable
set search_path = ''
as $$
  select '^[^@\s<>()\\,;:"]+@[^@\s<>()\\,;:"]+\.[^@\s<>()\\,;:"]+$'
$$;
