-- =============================================================================
-- Issue 34, item 2: a status for several leads at once; editing and deleting one's own note
-- =============================================================================
-- docs/decisions/175-the-workspace-data-layer-from-a-library.md. Each is one security-definer call that checks
-- membership before anything else (a non-member learns nothing about which leads or notes exist, as
-- workspace_record_answer), then its input, then writes and records every change in lead_activity, which nobody
-- may write directly. Members still cannot update or delete lead_notes themselves: only these functions do.

-- =============================================================================
-- lead_activity: a note edited or deleted is a line of its own (the text stays in lead_notes, or is gone)
-- =============================================================================
alter table public.lead_activity drop constraint if exists lead_activity_action;
alter table public.lead_activity add constraint lead_activity_action
  check (action in ('status', 'note', 'answer', 'note_edited', 'note_deleted'));

comment on table public.lead_notes is
  'Internal notes on a lead, written by members; only the author edits or deletes one (workspace_edit_note, workspace_delete_note), each a line of lead_activity.';

-- =============================================================================
-- workspace_set_statuses: one status for many leads, in one statement
-- =============================================================================
-- p_leads: a JSON array of {source_table, source_id} (lists travel as jsonb, decision 150). Every lead must exist, or
-- nothing is written. A lead already at that status is left as it is (no activity line for a non-change); each one
-- that changes gets its line from lead_status's trigger, as a single change does. Returns how many changed.
create or replace function public.workspace_set_statuses(p_leads jsonb, p_status text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed integer;
begin
  if not public.is_agency_member() then
    raise exception 'Só a equipe da agência muda a situação dos leads.' using errcode = '42501';
  end if;
  perform public.workspace_require_status(coalesce(p_status, ''));
  if p_leads is null or jsonb_typeof(p_leads) <> 'array' or jsonb_array_length(p_leads) = 0 then
    raise exception 'Escolha ao menos um lead.' using errcode = '22023';
  end if;
  if jsonb_array_length(p_leads) > 500 then
    raise exception 'Escolha no máximo 500 leads de uma vez.' using errcode = '22023';
  end if;
  -- Each table looked up by its own key, not through the view: 50 leads among 10,000 in a few milliseconds.
  if exists (
    select 1 from jsonb_array_elements(p_leads) l
     where not case l ->> 'source_table'
       when 'form_submissions' then exists (
         select 1 from public.form_submissions s
          where l ->> 'source_id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
            and s.id = (l ->> 'source_id')::uuid)
       when 'Agendar Reunião' then exists (
         select 1 from public."Agendar Reunião" m where l ->> 'source_id' ~ '^[0-9]{1,18}$' and m.id = (l ->> 'source_id')::bigint)
       else false end
  ) then
    raise exception 'Um dos leads escolhidos não existe mais: pode ter sido apagado. Atualize a lista e tente de novo.'
      using errcode = 'P0001';
  end if;
  insert into public.lead_status as s (source_table, source_id, status)
    select distinct l ->> 'source_table', l ->> 'source_id', p_status from jsonb_array_elements(p_leads) l
  on conflict (source_table, source_id) do update set status = excluded.status
    where s.status is distinct from excluded.status;
  get diagnostics changed = row_count;
  return changed;
end
$$;

revoke execute on function public.workspace_set_statuses(jsonb, text) from public, anon;
grant execute on function public.workspace_set_statuses(jsonb, text) to authenticated, service_role;

-- =============================================================================
-- workspace_edit_note, workspace_delete_note: only the note's author
-- =============================================================================
-- The one check both share: a member, a note that exists, its author the caller. Returns the note's lead.
create or replace function public.workspace_own_note(p_note_id bigint)
returns table (source_table text, source_id text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  note record;
begin
  if not public.is_agency_member() then
    raise exception 'Só a equipe da agência muda notas.' using errcode = '42501';
  end if;
  select n.source_table, n.source_id, n.author into note from public.lead_notes n where n.id = p_note_id;
  if not found then
    raise exception 'Esta nota não existe mais: pode ter sido apagada.' using errcode = 'P0001';
  end if;
  if note.author is distinct from public.workspace_actor() then
    raise exception 'Só quem escreveu a nota pode editá-la ou apagá-la.' using errcode = '42501';
  end if;
  return query select note.source_table::text, note.source_id::text;
end
$$;

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
    update public.lead_notes n set body = p_body where n.id = p_note_id
    returning n.id, n.body, n.author, n.created_at;
end
$$;

-- The activity line stays, without the text: the note is gone, that it was there and who removed it is not.
create or replace function public.workspace_delete_note(p_note_id bigint)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead record;
begin
  select * into lead from public.workspace_own_note(p_note_id);
  delete from public.lead_notes n where n.id = p_note_id;
  insert into public.lead_activity (source_table, source_id, actor, action)
  values (lead.source_table, lead.source_id, public.workspace_actor(), 'note_deleted');
end
$$;

revoke execute on function public.workspace_own_note(bigint) from public, anon, authenticated;
revoke execute on function public.workspace_edit_note(bigint, text), public.workspace_delete_note(bigint) from public, anon;
grant execute on function public.workspace_own_note(bigint) to service_role;
grant execute on function public.workspace_edit_note(bigint, text), public.workspace_delete_note(bigint) to authenticated, service_role;
