-- =============================================================================
-- A removed member is told so, and removing one who owns leads hands them over (decision 215)
-- =============================================================================
-- A colleague removed while signed in read "Este lead não existe mais…" on adding a note and an empty inbox, because
-- under RLS a non-member sees no lead; and the removal dropped their ownerships silently. Now the reads a member's
-- screens poll refuse a signed-in non-member in words (42501, "Seu acesso ao painel foi removido." when the team's log
-- says they were removed), and workspace_remove_member hands their leads to a colleague or leaves them without an
-- owner, one activity line per lead, and answers how many.

create function public.workspace_require_caller()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if coalesce(auth.jwt() ->> 'role', '') = 'authenticated' and not public.is_agency_member() then
    if exists (select 1 from public.agency_member_changes c where c.member = lower(auth.jwt() ->> 'email') and c.action = 'remove') then
      raise exception 'Seu acesso ao painel foi removido.' using errcode = '42501';
    end if;
    raise exception 'Só a equipe da agência vê os leads.' using errcode = '42501';
  end if;
end
$$;
revoke execute on function public.workspace_require_caller() from public, anon;
grant execute on function public.workspace_require_caller() to authenticated, service_role;

-- Every action on a lead asks for it first: a removed member is told why, not that the lead is gone.
create or replace function public.workspace_require_lead(p_source_table text, p_source_id text)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  perform public.workspace_require_caller();
  if not exists (select 1 from public.workspace_leads l where l.source_table = p_source_table and l.source_id = p_source_id) then
    raise exception 'Este lead não existe mais: pode ter sido apagado (a pedido da pessoa ou pelo prazo de guarda) ou o link está incompleto.'
      using errcode = 'P0001';
  end if;
end
$$;

-- The count every screen polls: the next poll after a removal says so.
create or replace function public.workspace_new_count()
returns integer
language plpgsql
stable
set search_path = ''
as $$
begin
  perform public.workspace_require_caller();
  if not public.is_agency_member() then
    return 0;
  end if;
  return (select count(*)::integer
            from (select 1 from public.workspace_filtered_leads(jsonb_build_object('new', public.workspace_actor())) l limit 100) n);
end
$$;

-- =============================================================================
-- Removing a member: their leads handed to `p_hand_to` or left with nobody, each change a line of the lead's activity
-- =============================================================================
drop function public.workspace_remove_member(text, text);

create function public.workspace_remove_member(p_email text, p_actor text default null, p_hand_to text default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor text := public.workspace_require_admin(p_actor);
  wanted text := lower(trim(coalesce(p_email, '')));
  heir text := nullif(lower(trim(coalesce(p_hand_to, ''))), '');
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
  if heir is not null and (heir = wanted or not exists (select 1 from public.agency_members m where m.email = heir)) then
    raise exception 'Passe os leads para outra pessoa da equipe: % não pode recebê-los.', left(heir, 254) using errcode = '22023';
  end if;
  insert into public.lead_activity (source_table, source_id, actor, action, owner)
  select o.source_table, o.source_id, actor, 'owner', heir from public.lead_owner o where o.owner = wanted;
  get diagnostics owned = row_count;
  if heir is not null then
    update public.lead_owner o set owner = heir, updated_at = now(), updated_by = actor where o.owner = wanted;
  end if;
  delete from public.agency_members m where m.email = wanted;
  insert into public.agency_member_changes (actor, action, member, from_role) values (actor, 'remove', wanted, was);
  return owned;
end
$$;
revoke execute on function public.workspace_remove_member(text, text, text) from public, anon;
grant execute on function public.workspace_remove_member(text, text, text) to authenticated, service_role;

-- The team with how many leads each member answers for: the removal says it before it is confirmed.
create or replace function public.workspace_team()
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'members', coalesce((select jsonb_agg(to_jsonb(m) order by m.role, m.email)
                           from (select a.email, a.role, a.added_by, a.added_at,
                                        (select count(*) from public.lead_owner o where o.owner = a.email) as leads
                                   from public.agency_members a) m), '[]'::jsonb),
    'changes', coalesce((select jsonb_agg(to_jsonb(c) order by c.id desc)
                           from (select id, at, actor, action, member, role, from_role from public.agency_member_changes
                                  order by id desc limit 200) c), '[]'::jsonb)
  )
$$;
