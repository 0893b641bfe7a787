-- =============================================================================
-- Handing a leaving member's leads over: one function for the "Equipe" screen and `npm run members -- remove`
-- =============================================================================
-- The screen's removal said how many leads the member owned and passed them to a colleague (decision 215); the CLI
-- deleted the member and their ownerships silently. The hand-over is now its own function, called by
-- workspace_remove_member (the screen, an administrator acting) and by the CLI (the operator, service_role), so both
-- refuse the same heirs in the same words and leave the same activity line on each lead.
create function public.workspace_hand_over_leads(p_from text, p_to text, p_actor text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  leaving text := lower(trim(coalesce(p_from, '')));
  heir text := nullif(lower(trim(coalesce(p_to, ''))), '');
  owned integer;
begin
  if heir is not null and (heir = leaving or not exists (select 1 from public.agency_members m where m.email = heir)) then
    raise exception 'Passe os leads para outra pessoa da equipe: % não pode recebê-los.', left(heir, 254) using errcode = '22023';
  end if;
  insert into public.lead_activity (source_table, source_id, actor, action, owner)
  select o.source_table, o.source_id, p_actor, 'owner', heir from public.lead_owner o where o.owner = leaving;
  get diagnostics owned = row_count;
  if heir is not null then
    update public.lead_owner o set owner = heir, updated_at = now(), updated_by = p_actor where o.owner = leaving;
  end if;
  return owned;
end
$$;
-- Not the members': the screen reaches it through workspace_remove_member, which asks for the administration first.
revoke execute on function public.workspace_hand_over_leads(text, text, text) from public, anon, authenticated;
grant execute on function public.workspace_hand_over_leads(text, text, text) to service_role;

create or replace function public.workspace_remove_member(p_email text, p_actor text default null, p_hand_to text default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor text := public.workspace_require_admin(p_actor);
  wanted text := lower(trim(coalesce(p_email, '')));
  was text;
  owned integer;
begin
  perform public.workspace_lock_team();
  select m.role into was from public.agency_members m where m.email = wanted;
  if was is null then
    raise exception '% não é da equipe.', left(wanted, 254) using errcode = '22023';
  end if;
  if was = public.workspace_admin_role() and (select count(*) from public.agency_members m where m.role = public.workspace_admin_role()) = 1 then
    raise exception '% é a única pessoa da administração e não pode sair: dê a administração a outra pessoa antes.', wanted
      using errcode = '22023';
  end if;
  owned := public.workspace_hand_over_leads(wanted, p_hand_to, actor);
  delete from public.agency_members m where m.email = wanted;
  insert into public.agency_member_changes (actor, action, member, from_role) values (actor, 'remove', wanted, was);
  return owned;
end
$$;
