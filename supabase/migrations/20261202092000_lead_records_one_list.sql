-- =============================================================================
-- A lead's records beside its row: one list, read by the LGPD copy and deleted with the lead (issue 34, item 5)
-- =============================================================================
-- "Baixar tudo" left out the status and the notes that "Apagar" deleted: the copy read the lead's row, the erasure
-- deleted more (a trigger's own list, and the outbox in privacy_erase). Now the tables that hold a lead's records,
-- keyed by (source_table, source_id), are named once, in lead_record_tables(): the trigger that forgets a deleted
-- lead deletes from each, and privacy_copy hands over the whole rows of each. A column added to one of them rides
-- along in the copy; a table added to the list is copied and erased together. tests/backend/privacy-copy.test.ts
-- fails if a table keyed by a lead is missing here, or if erasing deletes rows the copy did not hold
-- (docs/decisions/176-the-lgpd-copy-whole.md).

create or replace function public.lead_record_tables()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['lead_status', 'lead_notes', 'lead_activity', 'notification_outbox']::text[]
$$;

comment on function public.lead_record_tables() is
  'The tables holding a lead''s records by (source_table, source_id): deleted with the lead, handed over whole in its LGPD copy.';

-- A lead erased (LGPD) or past its retention takes every record of the list with it, the e-mail still owed included.
create or replace function public.workspace_forget_leads()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ids text[] := array(select g.id::text from gone g);
  tbl text;
begin
  foreach tbl in array public.lead_record_tables() loop
    execute format('delete from public.%I r where r.source_table = $1 and r.source_id = any($2)', tbl) using tg_table_name, ids;
  end loop;
  return null;
end
$$;

revoke execute on function public.workspace_forget_leads() from public, anon, authenticated;

-- The outbox entries now go with their rows through the trigger above: the erase only deletes the rows and logs.
create or replace function public.privacy_erase(p_email text, p_places jsonb, p_requested_by text)
returns table (tabela text, linhas integer)
language plpgsql
set search_path = ''
as $$
declare
  counts jsonb := '{}'::jsonb;
  m record;
  total integer := 0;
begin
  for m in select x.tabela, array_agg(x.linha ->> 'id') as ids from public.privacy_matches(p_email, p_places) x group by x.tabela loop
    execute format('delete from public.%I where id::text = any($1)', m.tabela) using m.ids;
    counts := counts || jsonb_build_object(m.tabela, cardinality(m.ids));
    total := total + cardinality(m.ids);
  end loop;
  perform public.privacy_log('erase', p_email, p_requested_by, total);
  return query
    select t.name, coalesce((counts ->> t.name)::integer, 0)
      from (select 'form_submissions' as name
            union
            select distinct e -> 'table' ->> 'name' from jsonb_array_elements(coalesce(p_places, '[]'::jsonb)) e where e -> 'table' is not null) t
     order by t.name = 'form_submissions' desc, t.name;
end
$$;

-- =============================================================================
-- privacy_copy: each matched lead's whole row and the whole rows of its records, times in São Paulo with the offset
-- =============================================================================
-- The function's time zone is the agency's: every timestamptz becomes JSON as "2026-11-19T14:03:00.123456-03:00",
-- the answers (jsonb) untouched. `registros`: [{ "tabela": "<table>", "linhas": [rows…] }] for every table of
-- lead_record_tables(), in its order (an array: a jsonb object would sort its keys).
create or replace function public.privacy_copy(p_email text, p_places jsonb)
returns table (tabela text, formulario text, linha jsonb, registros jsonb)
language plpgsql
stable
set search_path = ''
set timezone = 'America/Sao_Paulo'
as $$
declare
  m record;
  tbl text;
  whole jsonb;
  found_rows jsonb;
  held jsonb;
begin
  for m in select * from public.privacy_matches(p_email, p_places) loop
    execute format('select to_jsonb(t) from public.%I t where t.id::text = $1', m.tabela) into whole using m.linha ->> 'id';
    held := '[]'::jsonb;
    foreach tbl in array public.lead_record_tables() loop
      execute format(
        'select coalesce(jsonb_agg(to_jsonb(r) order by to_jsonb(r) ->> ''created_at'', to_jsonb(r) ->> ''updated_at''), ''[]''::jsonb)
           from public.%I r where r.source_table = $1 and r.source_id = $2', tbl
      ) into found_rows using m.tabela, m.linha ->> 'id';
      held := held || jsonb_build_array(jsonb_build_object('tabela', tbl, 'linhas', found_rows));
    end loop;
    tabela := m.tabela;
    formulario := m.formulario;
    -- The row the form stored, every column; the schema hash the matcher read stays for the titles.
    linha := coalesce(whole, m.linha);
    registros := held;
    return next;
  end loop;
end
$$;

revoke execute on function public.lead_record_tables() from public, anon, authenticated;
revoke execute on function public.privacy_copy(text, jsonb) from public, anon, authenticated;
grant execute on function public.lead_record_tables() to service_role;
grant execute on function public.privacy_copy(text, jsonb) to service_role;

-- =============================================================================
-- workspace_open_privacy_copy: a single-use ticket for a person's copy, as the CSV export's (decision 151)
-- =============================================================================
-- The copy is downloaded by a plain link, like the CSV, so the browser's download manager writes it; the ticket's
-- filters say what it is for ({ "copia_de": e-mail, "formato": "documento" | "dados" }), and the CSV route refuses it.
create or replace function public.workspace_open_privacy_copy(p_member text, p_email text, p_format text)
returns table (ticket text, expires_at timestamptz)
language plpgsql
set search_path = ''
as $$
declare
  secret text := replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
  until timestamptz := now() + interval '2 minutes';
begin
  perform public.workspace_require_member(p_member);
  if p_format is null or p_format not in ('documento', 'dados') then
    raise exception 'Escolha a cópia: documento ou dados.' using errcode = '22023';
  end if;
  delete from public.workspace_export_tickets t where t.expires_at < now();
  insert into public.workspace_export_tickets (ticket_sha256, member, filters, expires_at)
  values (encode(sha256(convert_to(secret, 'UTF8')), 'hex'), lower(p_member),
          jsonb_build_object('copia_de', lower(btrim(p_email)), 'formato', p_format), until);
  return query select secret, until;
end
$$;

revoke execute on function public.workspace_open_privacy_copy(text, text, text) from public, anon, authenticated;
grant execute on function public.workspace_open_privacy_copy(text, text, text) to service_role;
