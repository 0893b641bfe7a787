-- Three changes of issue 34 written side by side (decisions 174, 175, 176), brought together:
-- the activity's actions are every one of them (an owner set, a note edited or deleted), and a lead's owner is one
-- of its records, so erasure deletes it and the LGPD copy hands it over (lead_record_tables() is the one list).

alter table public.lead_activity drop constraint if exists lead_activity_action;
alter table public.lead_activity add constraint lead_activity_action
  check (action in ('status', 'note', 'answer', 'note_edited', 'note_deleted', 'owner'));

create or replace function public.lead_record_tables()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['lead_status', 'lead_owner', 'lead_notes', 'lead_activity', 'notification_outbox']::text[]
$$;
