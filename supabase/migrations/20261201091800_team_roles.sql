-- =============================================================================
-- The team without a terminal (issue 34, item 3): two roles, an audit list, and the writes an administrator makes
-- =============================================================================
-- `administracao` manages the team and erases personal data (LGPD); `equipe` works the leads (status, notes,
-- exports) and the editor. Every member who existed before this migration becomes an administrator, so nobody loses
-- what they had; a member added later is `equipe` unless said otherwise. The team is changed only through the
-- security-definer functions below, callable by members and refused (42501, in Portuguese) for a non-administrator;
-- each change leaves a line in agency_member_changes. The last administrator can be neither removed nor demoted.
-- A removed member loses access at their next request: every policy asks is_agency_member(), which reads
-- agency_members on each call. Proved in tests/backend/team.test.ts.

-- The default fills the existing rows once; new rows get `equipe` from then on.
alter table public.agency_members add column if not exists role text not null default 'administracao';
alter table public.agency_members alter column role set default 'equipe';
alter table public.agency_members drop constraint if exists agency_members_role_known;
alter table public.agency_members add constraint agency_members_role_known check (role in ('administracao', 'equipe'));

-- =============================================================================
-- agency_member_changes: who changed the team, what, when
-- =============================================================================
create table if not exists public.agency_member_changes (
  id        bigint generated always as identity primary key,
  at        timestamptz not null default now(),
  actor     text not null,
  -- add: member joined with role; role: from_role → role; remove: member left (from_role was theirs).
  action    text not null check (action in ('add', 'role', 'remove')),
  member    text not null,
  role      text check (role in ('administracao', 'equipe')),
  from_role text check (from_role in ('administracao', 'equipe'))
);

alter table public.agency_member_changes enable row level security;
revoke all on table public.agency_member_changes from anon, authenticated;
grant select on table public.agency_member_changes to authenticated;
grant all on table public.agency_member_changes to service_role;

drop policy if exists "members read the team's changes" on public.agency_member_changes;
create policy "members read the team's changes" on public.agency_member_changes
  for select to authenticated using ((select public.is_agency_member()));

-- =============================================================================
-- Who is asking: a member's token, or the server naming the member (as workspace_open_export is named one)
-- =============================================================================
-- A signed-in caller is always their token's e-mail (p_actor is ignored for them); only the server names someone.
create or replace function public.workspace_team_actor(p_actor text)
returns text
language sql
stable
set search_path = ''
as $$
  select case when coalesce(auth.jwt() ->> 'role', '') = 'authenticated' then lower(auth.jwt() ->> 'email') else lower(p_actor) end
$$;

-- The caller's role, or null for a non-member: what the page shows and hides.
create or replace function public.workspace_my_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select m.role from public.agency_members m
   where coalesce(auth.jwt() ->> 'role', '') = 'authenticated' and m.email = lower(auth.jwt() ->> 'email')
$$;

-- The refusal every administrator-only action shares, for a member's token or a member the server names.
create or replace function public.workspace_require_admin(p_actor text default null)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  actor text := public.workspace_team_actor(p_actor);
begin
  if not exists (select 1 from public.agency_members m where m.email = coalesce(actor, '') and m.role = 'administracao') then
    raise exception 'Só quem é da administração pode fazer isso; % não é.', left(coalesce(actor, 'quem pediu'), 254) using errcode = '42501';
  end if;
  return actor;
end
$$;

create or replace function public.workspace_check_role(p_role text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_role is null or p_role not in ('administracao', 'equipe') then
    raise exception 'Papel desconhecido: "%". Use administracao ou equipe.', left(coalesce(p_role, ''), 40) using errcode = '22023';
  end if;
end
$$;

-- Held while the team changes: two administrators demoting each other at once cannot leave none.
create or replace function public.workspace_lock_team()
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform 1 from public.agency_members m where m.role = 'administracao' for update;
end
$$;

create or replace function public.workspace_add_member(p_email text, p_role text default 'equipe', p_actor text default null)
returns table (email text, role text, added_by text, added_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor text := public.workspace_require_admin(p_actor);
  wanted text := lower(trim(coalesce(p_email, '')));
begin
  perform public.workspace_check_role(p_role);
  if char_length(wanted) > 254 or wanted !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    raise exception 'Digite um e-mail completo, como pessoa@agencia.com.br.' using errcode = '22023';
  end if;
  if exists (select 1 from public.agency_members m where m.email = wanted) then
    raise exception '% já é da equipe.', wanted using errcode = '22023';
  end if;
  insert into public.agency_members (email, added_by, role) values (wanted, actor, p_role);
  insert into public.agency_member_changes (actor, action, member, role) values (actor, 'add', wanted, p_role);
  return query select m.email, m.role, m.added_by, m.added_at from public.agency_members m where m.email = wanted;
end
$$;

create or replace function public.workspace_set_member_role(p_email text, p_role text, p_actor text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor text := public.workspace_require_admin(p_actor);
  wanted text := lower(trim(coalesce(p_email, '')));
  was text;
begin
  perform public.workspace_check_role(p_role);
  perform public.workspace_lock_team();
  select m.role into was from public.agency_members m where m.email = wanted;
  if was is null then
    raise exception '% não é da equipe.', left(wanted, 254) using errcode = '22023';
  end if;
  if was = p_role then
    return;
  end if;
  if was = 'administracao' and (select count(*) from public.agency_members m where m.role = 'administracao') = 1 then
    raise exception '% é a única pessoa da administração: dê a administração a outra pessoa antes.', wanted using errcode = '22023';
  end if;
  update public.agency_members m set role = p_role where m.email = wanted;
  insert into public.agency_member_changes (actor, action, member, role, from_role) values (actor, 'role', wanted, p_role, was);
end
$$;

create or replace function public.workspace_remove_member(p_email text, p_actor text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor text := public.workspace_require_admin(p_actor);
  wanted text := lower(trim(coalesce(p_email, '')));
  was text;
begin
  perform public.workspace_lock_team();
  select m.role into was from public.agency_members m where m.email = wanted;
  if was is null then
    raise exception '% não é da equipe.', left(wanted, 254) using errcode = '22023';
  end if;
  if was = 'administracao' and (select count(*) from public.agency_members m where m.role = 'administracao') = 1 then
    raise exception '% é a única pessoa da administração e não pode sair: dê a administração a outra pessoa antes.', wanted
      using errcode = '22023';
  end if;
  delete from public.agency_members m where m.email = wanted;
  insert into public.agency_member_changes (actor, action, member, from_role) values (actor, 'remove', wanted, was);
end
$$;

-- The "Equipe" screen in one call, under RLS: the members and the newest 200 changes.
create or replace function public.workspace_team()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'members', coalesce((select jsonb_agg(to_jsonb(m) order by m.role, m.email)
                           from (select email, role, added_by, added_at from public.agency_members) m), '[]'::jsonb),
    'changes', coalesce((select jsonb_agg(to_jsonb(c) order by c.id desc)
                           from (select id, at, actor, action, member, role, from_role from public.agency_member_changes
                                  order by id desc limit 200) c), '[]'::jsonb)
  )
$$;

revoke execute on function public.workspace_team_actor(text) from public, anon;
revoke execute on function public.workspace_my_role() from public, anon;
revoke execute on function public.workspace_require_admin(text) from public, anon;
revoke execute on function public.workspace_check_role(text) from public, anon;
revoke execute on function public.workspace_lock_team() from public, anon, authenticated;
revoke execute on function public.workspace_add_member(text, text, text) from public, anon;
revoke execute on function public.workspace_set_member_role(text, text, text) from public, anon;
revoke execute on function public.workspace_remove_member(text, text) from public, anon;
revoke execute on function public.workspace_team() from public, anon;
grant execute on function public.workspace_team_actor(text) to authenticated, service_role;
grant execute on function public.workspace_my_role() to authenticated, service_role;
grant execute on function public.workspace_require_admin(text) to authenticated, service_role;
grant execute on function public.workspace_check_role(text) to authenticated, service_role;
grant execute on function public.workspace_lock_team() to service_role;
grant execute on function public.workspace_add_member(text, text, text) to authenticated, service_role;
grant execute on function public.workspace_set_member_role(text, text, text) to authenticated, service_role;
grant execute on function public.workspace_remove_member(text, text) to authenticated, service_role;
grant execute on function public.workspace_team() to authenticated, service_role;
