-- =============================================================================
-- rate_limit_hits: refusals count too
-- =============================================================================
-- A request for a form that does not exist (404) or a revision the server no longer accepts (409) costs a database
-- lookup and used to count nowhere: 1,000 of each from one address got no 429 (issue 22). The function now counts
-- them under one scope per client, `_refused` (a form id never starts with `_`), so nothing is kept per unknown id,
-- and in the client's total ('*') like any submission.

alter table public.rate_limit_hits drop constraint if exists rate_limit_hits_scope_format;
alter table public.rate_limit_hits
  add constraint rate_limit_hits_scope_format check (scope in ('*', '_refused') or scope ~ '^[a-z0-9][a-z0-9-]{0,63}$');
