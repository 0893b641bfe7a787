-- =============================================================================
-- workspace_require_lead: a missing lead said to a person, without the table's name or the row's id
-- =============================================================================
-- The lead page shows this message as it is; it read "Lead não encontrado: form_submissions ef00ce2a-…" (issue 34,
-- item 5). The same refusal (P0001) for every caller; docs/decisions/172-answering-a-lead.md.
create or replace function public.workspace_require_lead(p_source_table text, p_source_id text)
returns void
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not exists (select 1 from public.workspace_leads l where l.source_table = p_source_table and l.source_id = p_source_id) then
    raise exception 'Este lead não existe mais: pode ter sido apagado (a pedido da pessoa ou pelo prazo de guarda) ou o link está incompleto.'
      using errcode = 'P0001';
  end if;
end
$$;
