-- =============================================================================
-- "Em contato": the step between a new lead and work under way (issue 44 item 6, decision 207)
-- =============================================================================
-- After the first message a lead was still "novo" or already "em andamento"; the team needs to say "we wrote, waiting
-- for an answer". The list stays fixed (form-core's LEAD_STATUSES, proved equal in declared-facts.test.ts): the domain
-- lead_status_name checks against this function, so every stored status stays valid and 'em_contato' is accepted.
create or replace function public.workspace_lead_status_names()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['novo', 'em_contato', 'em_andamento', 'concluido', 'descartado']
$$;
