-- =============================================================================
-- The workspace's calls: the inbox, one lead, a status, a note (PostgREST rpc, under the caller's rights)
-- =============================================================================
-- Security invoker: each runs with the signed-in caller's rights, so the policies of 20261128090000 decide (a
-- non-member lists nothing, finds no lead, writes nothing). Bad input is refused with a Portuguese message and
-- SQLSTATE 22023 (PostgREST: 400), an unknown lead with P0001 (PostgREST: 400; P0002 would be a 500 there), before anything is written.

-- =============================================================================
-- workspace_require_status, workspace_require_lead: the refusals every call shares
-- =============================================================================
-- A status is one of the domain lead_status_name's; a lead is one the caller can see (a non-member sees none).
create or replace function public.workspace_require_status(p_status text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  perform p_status::public.lead_status_name;
exception when check_violation then
  raise exception 'Situação desconhecida: "%". Use novo, em_andamento, concluido ou descartado.', left(p_status, 40) using errcode = '22023';
end
$$;

create or replace function public.workspace_require_lead(p_source_table text, p_source_id text)
returns void
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not exists (select 1 from public.workspace_leads l where l.source_table = p_source_table and l.source_id = p_source_id) then
    raise exception 'Lead não encontrado: % %.', left(coalesce(p_source_table, ''), 40), left(coalesce(p_source_id, ''), 64) using errcode = 'P0001';
  end if;
end
$$;

revoke execute on function public.workspace_require_status(text), public.workspace_require_lead(text, text) from public, anon;
grant execute on function public.workspace_require_status(text), public.workspace_require_lead(text, text) to authenticated, service_role;

-- =============================================================================
-- workspace_list_leads: the inbox, newest first, filtered, searched and paged, with the total of the filter
-- =============================================================================
create or replace function public.workspace_list_leads(
  p_form_id text default null,
  p_status text default null,
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_search text default null,
  p_limit integer default 50,
  p_offset integer default 0
)
returns table (
  source_table text, source_id text, form_id text, form_title text, schema_hash text,
  created_at timestamptz, status text, answers jsonb, total bigint
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  needle text := nullif(public.workspace_fold(btrim(coalesce(p_search, ''))), '');
begin
  perform public.workspace_require_status(p_status);
  if p_limit is null or p_limit not between 1 and 200 then
    raise exception 'Tamanho de página inválido: use de 1 a 200 leads por página.' using errcode = '22023';
  end if;
  if p_offset is null or p_offset < 0 then
    raise exception 'Posição inválida: a página começa em 0 ou depois.' using errcode = '22023';
  end if;
  if p_from is not null and p_to is not null and p_from > p_to then
    raise exception 'Período inválido: o início é depois do fim.' using errcode = '22023';
  end if;
  if char_length(needle) > 200 then
    raise exception 'Busca longa demais: use até 200 caracteres.' using errcode = '22023';
  end if;
  -- The page by itself, then the filter's count once (a window count would carry every matching row along).
  return query
    select l.source_table, l.source_id, l.form_id, l.form_title, l.schema_hash, l.created_at, l.status, l.answers,
           (select count(*)
              from public.workspace_leads c
             where (p_form_id is null or c.form_id = p_form_id)
               and (p_status is null or c.status = p_status)
               and (p_from is null or c.created_at >= p_from)
               and (p_to is null or c.created_at < p_to)
               and (needle is null or strpos(c.search_text, needle) > 0))
      from public.workspace_leads l
     where (p_form_id is null or l.form_id = p_form_id)
       and (p_status is null or l.status = p_status)
       and (p_from is null or l.created_at >= p_from)
       and (p_to is null or l.created_at < p_to)
       and (needle is null or strpos(l.search_text, needle) > 0)
     order by l.created_at desc, l.source_table, l.source_id desc
     limit p_limit offset p_offset;
end
$$;

-- =============================================================================
-- workspace_lead: one lead with the revision it answered, its notes and its activity
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
                                                              'to_status', a.to_status, 'created_at', a.created_at) order by a.created_at, a.id)
                            from public.lead_activity a where a.source_table = p_source_table and a.source_id = p_source_id), '[]'::jsonb)
  );
end
$$;

-- =============================================================================
-- workspace_set_status, workspace_add_note: the two writes a member makes
-- =============================================================================
create or replace function public.workspace_set_status(p_source_table text, p_source_id text, p_status text)
returns table (status text, updated_at timestamptz, updated_by text)
language plpgsql
security invoker
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform public.workspace_require_status(coalesce(p_status, ''));
  perform public.workspace_require_lead(p_source_table, p_source_id);
  return query
    insert into public.lead_status as s (source_table, source_id, status)
    values (p_source_table, p_source_id, p_status)
    on conflict (source_table, source_id) do update set status = excluded.status
    returning s.status::text, s.updated_at, s.updated_by;
end
$$;

create or replace function public.workspace_add_note(p_source_table text, p_source_id text, p_body text)
returns table (id bigint, body text, author text, created_at timestamptz)
language plpgsql
security invoker
set search_path = ''
as $$
#variable_conflict use_column
begin
  if p_body is null or char_length(btrim(p_body)) = 0 then
    raise exception 'A nota está vazia.' using errcode = '22023';
  end if;
  if char_length(p_body) > 5000 then
    raise exception 'Nota longa demais: use até 5000 caracteres.' using errcode = '22023';
  end if;
  perform public.workspace_require_lead(p_source_table, p_source_id);
  return query
    insert into public.lead_notes as n (source_table, source_id, body)
    values (p_source_table, p_source_id, p_body)
    returning n.id, n.body, n.author, n.created_at;
end
$$;

revoke execute on function public.workspace_list_leads(text, text, timestamptz, timestamptz, text, integer, integer) from public, anon;
revoke execute on function public.workspace_lead(text, text) from public, anon;
revoke execute on function public.workspace_set_status(text, text, text) from public, anon;
revoke execute on function public.workspace_add_note(text, text, text) from public, anon;
grant execute on function public.workspace_list_leads(text, text, timestamptz, timestamptz, text, integer, integer) to authenticated, service_role;
grant execute on function public.workspace_lead(text, text) to authenticated, service_role;
grant execute on function public.workspace_set_status(text, text, text) to authenticated, service_role;
grant execute on function public.workspace_add_note(text, text, text) to authenticated, service_role;
