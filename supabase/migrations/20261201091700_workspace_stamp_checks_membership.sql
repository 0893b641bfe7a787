-- Issue 34, item 6: the trigger oracle. `workspace_stamp` (security definer) ran before row-level security refused a
-- non-member's row, so a signed-in non-member inserting into lead_status or lead_notes learned whether a lead id
-- existed: 23503 "Lead … não existe" for a missing one, 42501 for an existing one (and meeting ids are sequential).
-- Now the trigger asks membership before anything else: a signed-in caller who is not a member gets 42501 whatever
-- the id. The server (service_role, or no token at all locally) names the author itself and is not asked.
create or replace function public.workspace_stamp()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor text := public.workspace_actor();
  found boolean;
begin
  if coalesce(auth.jwt() ->> 'role', '') = 'authenticated' and not public.is_agency_member() then
    raise exception 'Sem acesso: % não é membro da equipe.', left(coalesce(actor, ''), 254) using errcode = '42501';
  end if;
  execute format('select exists (select 1 from public.%I t where t.id::text = $1)', new.source_table) into found using new.source_id;
  if not found then
    raise exception 'Lead % % não existe.', new.source_table, new.source_id using errcode = '23503';
  end if;
  -- A member's own e-mail; the server (service_role, no token) names the author itself.
  if tg_table_name = 'lead_status' then
    new.updated_at := now();
    new.updated_by := coalesce(actor, new.updated_by);
  else
    new.created_at := now();
    new.author := coalesce(actor, new.author);
  end if;
  return new;
end
$$;

revoke execute on function public.workspace_stamp() from public, anon, authenticated;
