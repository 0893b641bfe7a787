-- =============================================================================
-- An edited note says so: "editada" beside its time (issue 44, item 6)
-- =============================================================================
-- The activity said "editou uma nota" but the note itself looked as first written. `edited_at` is set by the one
-- function that edits a note; the lead's page reads it.

alter table public.lead_notes add column edited_at timestamptz;
comment on column public.lead_notes.edited_at is 'When its author last edited it (workspace_edit_note); null for a note never edited.';

create or replace function public.workspace_edit_note(p_note_id bigint, p_body text)
returns table (id bigint, body text, author text, created_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  lead record;
begin
  select * into lead from public.workspace_own_note(p_note_id);
  if p_body is null or char_length(btrim(p_body)) = 0 then
    raise exception 'A nota está vazia: para tirá-la, use "Apagar".' using errcode = '22023';
  end if;
  if char_length(p_body) > 5000 then
    raise exception 'Nota longa demais: use até 5000 caracteres.' using errcode = '22023';
  end if;
  insert into public.lead_activity (source_table, source_id, actor, action)
  values (lead.source_table, lead.source_id, public.workspace_actor(), 'note_edited');
  return query
    update public.lead_notes n set body = p_body, edited_at = now() where n.id = p_note_id
    returning n.id, n.body, n.author, n.created_at;
end
$$;

create or replace function public.workspace_lead(p_source_table text, p_source_id text)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  lead jsonb;
begin
  perform public.workspace_require_lead(p_source_table, p_source_id);
  select to_jsonb(l) - 'search_text' into lead from public.workspace_leads l where l.source_table = p_source_table and l.source_id = p_source_id;
  perform public.workspace_mark_seen(p_source_table, p_source_id);
  return jsonb_build_object(
    'lead', lead,
    'revision', (select jsonb_build_object('form_id', r.form_id, 'hash', r.hash, 'schema', r.schema, 'ui_schema', r.ui_schema)
                   from public.form_revisions r where r.form_id = lead ->> 'form_id' and r.hash = lead ->> 'schema_hash'),
    'notes', coalesce((select jsonb_agg(jsonb_build_object('id', n.id, 'body', n.body, 'author', n.author, 'created_at', n.created_at, 'edited_at', n.edited_at) order by n.created_at, n.id)
                         from public.lead_notes n where n.source_table = p_source_table and n.source_id = p_source_id), '[]'::jsonb),
    'activity', coalesce((select jsonb_agg(jsonb_build_object('actor', a.actor, 'action', a.action, 'from_status', a.from_status,
                                                              'to_status', a.to_status, 'channel', a.channel, 'owner', a.owner,
                                                              'created_at', a.created_at)
                                           order by a.created_at, a.id)
                            from public.lead_activity a where a.source_table = p_source_table and a.source_id = p_source_id), '[]'::jsonb)
  );
end
$$;

