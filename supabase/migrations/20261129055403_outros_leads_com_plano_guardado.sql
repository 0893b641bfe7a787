-- =============================================================================
-- The same person's other leads: the plan kept for the session (issue 44, speed)
-- =============================================================================
-- The e-mail index finds the person's leads in under a millisecond; what was left of workspace_other_leads's time was
-- planning its read of workspace_leads (the view's two branches, their joins and the meeting's revision), ~4 ms on a
-- quiet machine and 40 ms under load, done again at every call: PL/pgSQL plans a query with variables for each call
-- until it has seen five, and then keeps re-planning while a custom plan looks cheaper. The generic plan is the same
-- index lookups (`id::text = any($1)`), so it is asked for once per session.
alter function public.workspace_other_leads(text, text, text) set plan_cache_mode = force_generic_plan;
