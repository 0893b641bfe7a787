-- =============================================================================
-- Answering a lead: a tap on its e-mail, WhatsApp or phone link is a line of its activity
-- =============================================================================
-- The workspace cannot know whether the member wrote the e-mail or made the call; it records that they opened the
-- channel, who and when, so the team sees that someone answered (docs/decisions/172-answering-a-lead.md).

-- =============================================================================
-- lead_activity: a third action, `answer`, with the channel it went through
-- =============================================================================
alter table public.lead_activity add column if not exists channel text;

alter table public.lead_activity drop constraint if exists lead_activity_action;
alter table public.lead_activity add constraint lead_activity_action check (action in ('status', 'note', 'answer'));
alter table public.lead_activity drop constraint if exists lead_activity_channel;
alter table public.lead_activity add constraint lead_activity_channel
  check ((action = 'answer') = (channel is not null) and (channel is null or channel in ('email', 'whatsapp', 'phone')));

comment on column public.lead_activity.channel is 'For `answer`: the link the member tapped (email, whatsapp, phone).';

-- =============================================================================
-- workspace_record_answer: the one write of an answer, by a member, on an existing lead
-- =============================================================================
-- Security definer because lead_activity is granted to nobody for writing (its lines are the record); it checks
-- membership before anything else, so a non-member learns nothing about which leads exist.
create or replace function public.workspace_record_answer(p_source_table text, p_source_id text, p_channel text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_agency_member() then
    raise exception 'Só a equipe da agência registra respostas.' using errcode = '42501';
  end if;
  if p_channel is null or p_channel not in ('email', 'whatsapp', 'phone') then
    raise exception 'Canal desconhecido: "%". Use email, whatsapp ou phone.', left(coalesce(p_channel, ''), 40) using errcode = '22023';
  end if;
  perform public.workspace_require_lead(p_source_table, p_source_id);
  insert into public.lead_activity (source_table, source_id, actor, action, channel)
  values (p_source_table, p_source_id, public.workspace_actor(), 'answer', p_channel);
end
$$;

revoke execute on function public.workspace_record_answer(text, text, text) from public, anon;
grant execute on function public.workspace_record_answer(text, text, text) to authenticated, service_role;

-- =============================================================================
-- workspace_lead: as before, each activity line now with its channel
-- =============================================================================
create or replace function public.workspace_lead(p_source_table text, p_source_id text)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  lead jsonb;
begin
  perform public.workspace_require_lead(p_source_table, p_source_id);
  select to_jsonb(l) - 'search_text' into lead from public.workspace_leads l where l.source_table = p_source_table and l.source_id = p_source_id;
  return jsonb_build_object(
    'lead', lead,
    'revision', (select jsonb_build_object('form_id', r.form_id, 'hash', r.hash, 'schema', r.schema, 'ui_schema', r.ui_schema)
                   from public.form_revisions r where r.form_id = lead ->> 'form_id' and r.hash = lead ->> 'schema_hash'),
    'notes', coalesce((select jsonb_agg(jsonb_build_object('id', n.id, 'body', n.body, 'author', n.author, 'created_at', n.created_at) order by n.created_at, n.id)
                         from public.lead_notes n where n.source_table = p_source_table and n.source_id = p_source_id), '[]'::jsonb),
    'activity', coalesce((select jsonb_agg(jsonb_build_object('actor', a.actor, 'action', a.action, 'from_status', a.from_status,
                                                              'to_status', a.to_status, 'channel', a.channel, 'created_at', a.created_at)
                                           order by a.created_at, a.id)
                            from public.lead_activity a where a.source_table = p_source_table and a.source_id = p_source_id), '[]'::jsonb)
  );
end
$$;
