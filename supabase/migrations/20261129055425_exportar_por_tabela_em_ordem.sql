-- =============================================================================
-- The CSV export read page by page as index ranges, one per lead table (issue 44, speed; decision 211)
-- =============================================================================
-- workspace_export_rows asked workspace_leads (a UNION ALL of the two lead tables) for the next page after a cursor.
-- Postgres cannot take the rows of a union's branch in an index's order (each branch is planned on its own, with
-- joins that keep no order), so every page read every lead after the cursor, built its answers (a meeting's by
-- walking its columns) and sorted them to keep 500: 10,000 leads exported in 20 pages read ~100,000 rows.
-- In date order (the list's, and the one-file export's), a page now takes the next keys from each lead table's
-- (created_at, id::text) index, from the cursor on: an index range of at most 500 keys per table, merged into the
-- next 500. Then it reads those leads through workspace_filtered_leads by their ids (the same view and filters, by
-- the id indexes), and repeats with the following keys while filters leave the page short. Every lead is read once or
-- twice in the whole export. Any other order (form, situation, owner) keeps the previous query: no index has it.

drop index public.form_submissions_created_idx;
drop index public.agendar_reuniao_created_idx;
-- A lead table's order in the view, (created_at, source_id), scanned backwards for the newest first.
create index form_submissions_created_id_idx on public.form_submissions (created_at, (id::text));
create index agendar_reuniao_created_id_idx on public."Agendar Reunião" (created_at, (id::text));

create or replace function public.workspace_export_rows(
  p_filters jsonb,
  p_after_created timestamptz default null,
  p_after_table text default null,
  p_after_id text default null,
  p_limit integer default 500,
  p_after_key text default null
)
returns table (source_table text, source_id text, created_at text, status text, owner text, schema_hash text,
               answers jsonb, sort_key text, form_id text, form_title text)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
declare
  ordering record;
  wanted integer := least(greatest(coalesce(p_limit, 500), 1), 1000);
  -- The time as ISO text with its microseconds: the next page's cursor must be exact (a JS Date keeps milliseconds).
  iso constant text := 'to_char(l.created_at at time zone ''UTC'', ''YYYY-MM-DD"T"HH24:MI:SS.US"Z"'')';
  -- Where the keys are read from: the cursor, or past every lead ((t, '', '') is after every key of instant t).
  at_created timestamptz := coalesce(p_after_created, 'infinity');
  at_table text := case when p_after_created is null then '' else p_after_table end;
  at_id text := case when p_after_created is null then '' else p_after_id end;
  briefings text[];
  meetings text[];
  keys integer;
  found_rows integer;
  sent integer := 0;
begin
  select * into ordering from public.workspace_lead_order(p_filters ->> 'sort', (p_filters ->> 'desc')::boolean);
  if ordering.key_sql <> 'null::text' or not coalesce((p_filters ->> 'desc')::boolean, true) then
    return query execute format(
      'select l.source_table, l.source_id, %4$s, l.status, l.owner, l.schema_hash, l.answers, %1$s, l.form_id, l.form_title
         from public.workspace_filtered_leads($5) l
        where ($2::timestamptz is null or %2$s)
        order by %3$s
        limit $6', ordering.key_sql, ordering.after_sql, ordering.order_sql, iso)
      using p_after_key, p_after_created, p_after_table, p_after_id, p_filters, wanted;
    return;
  end if;
  loop
    -- The next `wanted` keys after the cursor, newest first, from each table's index; the cursor moves to the last.
    select coalesce(array_agg(k.id) filter (where k.tab = 'form_submissions'), '{}'),
           coalesce(array_agg(k.id) filter (where k.tab = 'Agendar Reunião'), '{}'),
           count(*)::integer,
           (array_agg(k.at order by k.at, k.tab, k.id))[1],
           (array_agg(k.tab order by k.at, k.tab, k.id))[1],
           (array_agg(k.id order by k.at, k.tab, k.id))[1]
      into briefings, meetings, keys, at_created, at_table, at_id
      from (select * from ((select s.created_at as at, 'form_submissions'::text as tab, s.id::text as id
                              from public.form_submissions s
                             where s.created_at <= at_created
                               and (s.created_at, 'form_submissions'::text, s.id::text) < (at_created, at_table, at_id)
                             order by s.created_at desc, s.id::text desc
                             limit wanted)
                            union all
                            (select r.created_at, 'Agendar Reunião', r.id::text
                               from public."Agendar Reunião" r
                              where r.created_at <= at_created
                                and (r.created_at, 'Agendar Reunião'::text, r.id::text) < (at_created, at_table, at_id)
                              order by r.created_at desc, r.id::text desc
                              limit wanted)) u
             order by u.at desc, u.tab desc, u.id desc
             limit wanted) k;
    exit when keys = 0;
    return query execute format(
      'select l.source_table, l.source_id, %s, l.status, l.owner, l.schema_hash, l.answers, null::text, l.form_id, l.form_title
         from public.workspace_filtered_leads($1) l
        where ((l.source_table = ''form_submissions'' and l.source_id = any($2))
               or (l.source_table = ''Agendar Reunião'' and l.source_id = any($3)))
        order by l.created_at desc, l.source_table desc, l.source_id desc
        limit $4', iso)
      using p_filters, briefings, meetings, wanted - sent;
    get diagnostics found_rows = row_count;
    sent := sent + found_rows;
    exit when sent >= wanted or keys < wanted;
  end loop;
end
$$;
