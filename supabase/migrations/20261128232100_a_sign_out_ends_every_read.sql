-- =============================================================================
-- A sign-out ends every read: membership asks that the token's session be alive in auth.sessions
-- =============================================================================
-- PostgREST checks only a token's signature, so after a sign-out `rpc/workspace_inbox` kept answering the old access
-- token until it expired (up to an hour), while the workspace function already refused it. GoTrue deletes the session
-- row at sign-out (and at a replayed refresh token, and when the user is deleted); the token carries its id as the
-- `session_id` claim. Every membership test now requires that row, so RLS and every rpc end with the session
-- (decision 201). A token without the claim (none GoTrue issues) is no session.

create function public.workspace_session_alive()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'session_id', '') ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
     and exists (
       select 1 from auth.sessions s
        where s.id = (auth.jwt() ->> 'session_id')::uuid
          and (s.not_after is null or s.not_after > now())
     )
$$;

revoke execute on function public.workspace_session_alive() from public, anon;
grant execute on function public.workspace_session_alive() to authenticated, service_role;

-- The one test every policy applies: a member's e-mail, from a token whose session is alive.
create or replace function public.is_agency_member()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'role', '') = 'authenticated'
     and public.workspace_session_alive()
     and exists (select 1 from public.agency_members m where m.email = lower(auth.jwt() ->> 'email'))
$$;

-- What the page shows and hides: no role for a session that ended.
create or replace function public.workspace_my_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select m.role from public.agency_members m
   where coalesce(auth.jwt() ->> 'role', '') = 'authenticated'
     and public.workspace_session_alive()
     and m.email = lower(auth.jwt() ->> 'email')
$$;

-- Who is asking for the team's actions: nobody, for a signed-in caller whose session ended (every administrator-only
-- action refuses a null actor).
create or replace function public.workspace_team_actor(p_actor text)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when coalesce(auth.jwt() ->> 'role', '') = 'authenticated' then
      case when public.workspace_session_alive() then lower(auth.jwt() ->> 'email') end
    else lower(p_actor)
  end
$$;
