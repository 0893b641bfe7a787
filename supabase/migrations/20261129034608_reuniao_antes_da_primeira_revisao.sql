-- A meeting stored before any revision of its form was published, with no outbox row left to name its revision (the
-- outbox is purged after delivery), had no form at all: the inbox's reads then refused the whole page. Such a row now
-- takes the revision nearest its time: the newest published before it, else the first published after it.
create or replace view public.workspace_leads with (security_invoker = true) as
select
  'form_submissions'::text as source_table,
  s.id::text as source_id,
  s.form_id,
  s.schema_hash,
  coalesce(r.title, s.form_id) as form_title,
  s.created_at,
  s.payload as answers,
  coalesce(st.status, 'novo') as status,
  st.updated_at as status_updated_at,
  s.search_text,
  ow.owner
from public.form_submissions s
left join public.form_revisions r on r.form_id = s.form_id and r.hash = s.schema_hash
left join public.lead_status st on st.source_table = 'form_submissions' and st.source_id = s.id::text
left join public.lead_owner ow on ow.source_table = 'form_submissions' and ow.source_id = s.id::text
union all
select
  'Agendar Reunião'::text,
  m.id::text,
  r.form_id,
  r.hash,
  coalesce(r.title, r.form_id, 'Agendar Reunião'),
  m.created_at,
  coalesce(
    (select jsonb_object_agg(c.value ->> 'field', to_jsonb(m) -> c.key)
       from jsonb_each(r.submit_columns) c),
    to_jsonb(m) - 'id' - 'created_at'
  ),
  coalesce(st.status, 'novo'),
  st.updated_at,
  public.workspace_search_text(to_jsonb(m) - 'id' - 'created_at'),
  ow.owner
from public."Agendar Reunião" m
left join public.notification_outbox o on o.source_table = 'Agendar Reunião' and o.source_id = m.id::text
left join lateral (
  select rv.form_id, rv.hash, rv.title, rv.submit_columns
    from public.form_revisions rv
   where rv.submit_table = 'Agendar Reunião'
     and (o.schema_hash is null or (rv.form_id = o.form_id and rv.hash = o.schema_hash))
   order by rv.first_published_at > m.created_at,
            abs(extract(epoch from rv.first_published_at - m.created_at))
   limit 1
) r on true
left join public.lead_status st on st.source_table = 'Agendar Reunião' and st.source_id = m.id::text
left join public.lead_owner ow on ow.source_table = 'Agendar Reunião' and ow.source_id = m.id::text;
