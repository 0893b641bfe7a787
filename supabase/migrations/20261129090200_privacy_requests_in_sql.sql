-- =============================================================================
-- LGPD requests (art. 18: access, erasure) in SQL, for `npm run privacy` and the workspace's "Pedidos do titular"
-- =============================================================================
-- Where a person's e-mail may be is computed by the schema walk (supabase/functions/_shared/privacy-walk.ts: the
-- questions tagged `"x-personal": "email"` in every published revision, and the columns a table form maps them to);
-- these functions take that list as `p_places` and do the matching, the erasing and the log in one place. Only the
-- server calls them (service_role: the workspace function after checking the member, the CLI as the owner).
--
-- p_places: [{ "formId": "...", "paths": [["email"], ["contato", "email"]], "table": { "name": "...", "columns": ["Email"] } }]

-- =============================================================================
-- privacy_revisions: every published revision's schema, for the walk
-- =============================================================================
create or replace function public.privacy_revisions()
returns table (form_id text, hash text, schema jsonb, ui_schema jsonb, first_published_at timestamptz)
language sql
stable
set search_path = ''
as $$
  select r.form_id, r.hash, r.schema, r.ui_schema, r.first_published_at from public.form_revisions r order by r.form_id, r.first_published_at
$$;

-- =============================================================================
-- privacy_matches: every stored row whose tagged e-mail is p_email (case-insensitive), as JSON
-- =============================================================================
create or replace function public.privacy_matches(p_email text, p_places jsonb)
returns table (tabela text, formulario text, linha jsonb)
language plpgsql
stable
set search_path = ''
as $$
declare
  wanted text := lower(btrim(coalesce(p_email, '')));
  place jsonb;
  tbl text;
  cond text;
begin
  if wanted !~ '^[^@[:space:]]+@[^@[:space:]]+$' or char_length(wanted) > 254 then
    raise exception 'Digite um e-mail completo, como pessoa@exemplo.com.' using errcode = '22023';
  end if;
  for place in select * from jsonb_array_elements(coalesce(p_places, '[]'::jsonb)) loop
    tbl := place -> 'table' ->> 'name';
    if tbl is not null then
      -- Only columns the table has: a name in p_places is data, never SQL.
      select string_agg(format('lower(t.%I::text) = $1', c.column_name), ' or ')
        into cond
        from information_schema.columns c
       where c.table_schema = 'public' and c.table_name = tbl
         and c.column_name in (select jsonb_array_elements_text(place -> 'table' -> 'columns'));
      if cond is not null then
        return query execute format(
          'select %L::text, %L::text, to_jsonb(t) from public.%I t where %s order by t.created_at', tbl, place ->> 'formId', tbl, cond
        ) using wanted;
      end if;
    elsif jsonb_array_length(coalesce(place -> 'paths', '[]'::jsonb)) > 0 then
      return query
        select 'form_submissions'::text, s.form_id,
               jsonb_build_object('id', s.id::text, 'form_id', s.form_id, 'schema_hash', s.schema_hash, 'created_at', s.created_at, 'payload', s.payload)
          from public.form_submissions s
         where s.form_id = place ->> 'formId'
           and exists (select 1 from jsonb_array_elements(place -> 'paths') p
                        where lower(s.payload #>> array(select jsonb_array_elements_text(p))) = wanted)
         order by s.created_at;
    end if;
  end loop;
end
$$;

-- =============================================================================
-- privacy_log: one line per export or erase (who, when, the e-mail's SHA-256, how many rows), never the data
-- =============================================================================
create or replace function public.privacy_log(p_action text, p_email text, p_requested_by text, p_rows integer)
returns void
language sql
set search_path = ''
as $$
  insert into public.privacy_requests (action, email_sha256, requested_by, rows_affected)
  values (p_action, encode(sha256(convert_to(lower(btrim(p_email)), 'UTF8')), 'hex'), left(coalesce(nullif(btrim(p_requested_by), ''), 'desconhecido'), 254), p_rows)
$$;

-- =============================================================================
-- privacy_erase: the matched rows deleted (with the e-mail still owed for them), logged; idempotent
-- =============================================================================
create or replace function public.privacy_erase(p_email text, p_places jsonb, p_requested_by text)
returns table (tabela text, linhas integer)
language plpgsql
set search_path = ''
as $$
declare
  counts jsonb := '{}'::jsonb;
  m record;
  total integer := 0;
  ids text[];
begin
  for m in select x.tabela, array_agg(x.linha ->> 'id') as ids from public.privacy_matches(p_email, p_places) x group by x.tabela loop
    execute format('delete from public.%I where id::text = any($1)', m.tabela) using m.ids;
    -- The e-mail owed for an erased row points at nothing any more: it goes too.
    delete from public.notification_outbox o where o.source_table = m.tabela and o.source_id = any(m.ids);
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

revoke execute on function public.privacy_revisions() from public, anon, authenticated;
revoke execute on function public.privacy_matches(text, jsonb) from public, anon, authenticated;
revoke execute on function public.privacy_log(text, text, text, integer) from public, anon, authenticated;
revoke execute on function public.privacy_erase(text, jsonb, text) from public, anon, authenticated;
grant execute on function public.privacy_revisions() to service_role;
grant execute on function public.privacy_matches(text, jsonb) to service_role;
grant execute on function public.privacy_log(text, text, text, integer) to service_role;
grant execute on function public.privacy_erase(text, jsonb, text) to service_role;
