-- =============================================================================
-- The same person's other leads by index, "new for me" from the member's start (issue 44, speed)
-- =============================================================================
-- workspace_other_leads read every lead (strpos over the search text) and walked each match's answers: ~170 ms per lead
-- page at 10,000 leads, growing with the leads. A lead's e-mails are now an expression index on each lead table: the
-- answers' strings that are e-mails, trimmed and in lower case (the same test the walk made). Postgres keeps the index
-- with every insert, so the forms function and the local backend fill it without a trigger.

create function public.lead_emails(p_answers jsonb)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(distinct e), '{}'::text[])
    from (select lower(btrim(v #>> '{}')) as e
            from jsonb_path_query(p_answers, 'strict $.**') v
           where jsonb_typeof(v) = 'string') a
   where public.is_email(e)
$$;
revoke execute on function public.lead_emails(jsonb) from public, anon;
-- Only the index and workspace_other_leads (security definer) call it: a member needs no right to it.
grant execute on function public.lead_emails(jsonb) to service_role;

create index form_submissions_emails_idx on public.form_submissions using gin (public.lead_emails(payload));
create index agendar_reuniao_email_idx on public."Agendar Reunião" (lower(btrim("Email")));
-- workspace_leads names a lead by its id as text: these let a lead (or a few) be read through the view by index.
create index form_submissions_id_text_idx on public.form_submissions ((id::text));
create index agendar_reuniao_id_text_idx on public."Agendar Reunião" ((id::text));

create or replace function public.workspace_other_leads(p_source_table text, p_source_id text, p_email text)
returns table (source_table text, source_id text, form_title text, created_at timestamptz, status text)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  wanted text := lower(btrim(coalesce(p_email, '')));
  briefings text[];
  meetings text[];
begin
  if not public.is_agency_member() then
    raise exception 'Só a equipe da agência vê os leads.' using errcode = '42501';
  end if;
  if not public.is_email(wanted) then
    raise exception 'E-mail inválido para buscar outros leads.' using errcode = '22023';
  end if;
  -- The expressions are the indexes' own (form_submissions_emails_idx, agendar_reuniao_email_idx). Definer, after the
  -- membership check above: under RLS Postgres would not use them (lower(), @> and ::text are not leakproof, so a
  -- member's query reads every row first), and the walk would be back.
  select array_agg(s.id::text) into briefings from public.form_submissions s where public.lead_emails(s.payload) @> array[wanted];
  select array_agg(m.id::text) into meetings from public."Agendar Reunião" m where lower(btrim(m."Email")) = wanted;
  return query
    select l.source_table, l.source_id, l.form_title, l.created_at, l.status
      from public.workspace_leads l
     where ((l.source_table = 'form_submissions' and l.source_id = any(coalesce(briefings, '{}')))
            or (l.source_table <> 'form_submissions' and l.source_id = any(coalesce(meetings, '{}'))))
       and not (l.source_table = p_source_table and l.source_id = p_source_id)
     order by l.created_at desc, l.source_table desc, l.source_id desc
     limit 20;
end
$$;

-- =============================================================================
-- "Novos para mim" counted from the member's start (decision 213): only leads from news_from on are read
-- =============================================================================
-- workspace_is_new stays the one rule (the filter `new`); the count also bounds created_at by news_from, which the rule
-- asks first, so Postgres reads the leads from that instant by the created_at indexes instead of asking the rule of
-- every lead (829 ms at 10,000 leads for a member who joined a day ago). A comparison of times is leakproof, so the
-- index serves the member's query under RLS.
create or replace function public.workspace_new_count()
returns integer
language plpgsql
stable
set search_path = ''
as $$
begin
  -- A removed member is told so (decision 215). The plan is kept for the session (the view's costs more than its run).
  perform public.workspace_require_caller();
  if not public.is_agency_member() then
    return 0;
  end if;
  return (select count(*)::integer
            from (select 1 from public.workspace_filtered_leads(jsonb_build_object('new', public.workspace_actor())) l
                   where l.created_at >= (select m.news_from from public.agency_members m where m.email = public.workspace_actor())
                   limit 100) n);
end
$$;
