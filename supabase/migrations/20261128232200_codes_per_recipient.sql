-- =============================================================================
-- Sign-in codes per recipient: the Send Email hook asks here before it sends a code
-- =============================================================================
-- Whoever knew the members' addresses spent the project's e-mail quota with code requests from rotating addresses,
-- and the whole team was locked out of sign-in for an hour. Auth now hands every code e-mail to our hook (the
-- workspace function's `/auth/send-email`), which sends it only when this function says so: to a current member (a
-- removed member is a stranger: still an Auth user, never sent a code), within a number of codes per hour per
-- recipient; the excess is dropped, and Auth's answer is the same. The project-wide limit is then set above
-- members × 60 an hour, which GoTrue's one-a-minute per address cannot reach (decision 200).

create table public.auth_code_sends (
  email text not null,
  sent_at timestamptz not null default now()
);
create index auth_code_sends_email_sent_at on public.auth_code_sends (email, sent_at);

alter table public.auth_code_sends enable row level security;
revoke all on table public.auth_code_sends from anon, authenticated;
grant all on table public.auth_code_sends to service_role;

-- True, and recorded, when a code may go to `p_email` now: a member, with fewer than `p_per_hour` codes sent to them
-- in the last hour. Serialised per address, so two requests at once cannot both take the last one. Older rows go.
create function public.auth_code_may_send(p_email text, p_per_hour integer)
returns table (send boolean)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  address text := lower(p_email);
begin
  perform pg_advisory_xact_lock(hashtext('auth_code_sends:' || address));
  delete from public.auth_code_sends s where s.email = address and s.sent_at < now() - interval '1 hour';
  if not exists (select 1 from public.agency_members m where m.email = address)
     or (select count(*) from public.auth_code_sends s where s.email = address) >= p_per_hour then
    return query select false;
    return;
  end if;
  insert into public.auth_code_sends (email) values (address);
  return query select true;
end
$$;

revoke execute on function public.auth_code_may_send(text, integer) from public, anon, authenticated;
grant execute on function public.auth_code_may_send(text, integer) to service_role;
