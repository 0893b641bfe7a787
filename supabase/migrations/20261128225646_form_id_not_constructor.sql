-- =============================================================================
-- A form's id is never `constructor` (form-core's FORM_ID, issue 42)
-- =============================================================================
-- An id is a key in JavaScript objects in the browser, the functions and the scripts (the registry, the published
-- lock, the project's forms); `constructor` is the one kebab-case name every object already answers to, so the
-- editor's review read it as a questionnaire that exists. The rule stays one, in the same words in SQL.
create or replace function public.form_id_pattern()
returns text
language sql
immutable
set search_path = ''
as $$
  select '^(?=.{1,64}$)(?!constructor$)[a-z][a-z0-9]*(?:-[a-z0-9]+)*$'
$$;
