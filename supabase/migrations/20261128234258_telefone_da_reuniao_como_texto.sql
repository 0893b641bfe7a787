-- =============================================================================
-- The meeting's phone as the visitor typed it, text (decision 215 amends 021)
-- =============================================================================
-- `Numero` was a bigint (decision 021): the leading zero or plus was lost, a spreadsheet showed 5,51196E+12 and the
-- LGPD copy the raw number. It is now text, stored as typed (the form already refuses a phone without 10 to 15
-- digits, decision 111). Every stored number is kept; where it can be told, the plus comes back: 12 or 13 digits
-- starting with Brazil's 55 are an international number (+55 DDD number); a 0 (the old "no digits") stays 0.

create function public.phone_from_digits(p_digits bigint)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when char_length(p_digits::text) in (12, 13) and p_digits::text like '55%' then '+' || p_digits::text
    else p_digits::text
  end
$$;
comment on function public.phone_from_digits(bigint) is
  'How a phone stored as digits (the meeting''s old bigint Numero) reads as text: +55… for Brazil''s international form, the digits otherwise.';
revoke execute on function public.phone_from_digits(bigint) from public, anon, authenticated;
grant execute on function public.phone_from_digits(bigint) to service_role;

alter table public."Agendar Reunião" drop constraint agendar_reuniao_numero_range;
alter table public."Agendar Reunião" alter column "Numero" type text using public.phone_from_digits("Numero");
alter table public."Agendar Reunião" add constraint agendar_reuniao_numero_length check (char_length("Numero") between 1 and 200);
comment on table public."Agendar Reunião" is
  'Meeting requests from /agendar (schemas/meeting.json), stored by the forms Edge Function (service_role). Numero is the phone as typed.';
