import { Box } from '@chakra-ui/react'
import { rpc } from '../agency/backend.ts'
import { answerLinks, formatPhone, websiteHref, type AnswerChannel } from './lead-contact.ts'
import type { Who } from './lead-people.ts'

/** The lead a tap answers, as workspace_record_answer names it. */
export interface AnsweredLead {
  source_table: string
  source_id: string
  form_title: string
}

/**
 * Records a tap on an answer link, without holding the link up: the mail app, WhatsApp or the dialler opens at once,
 * and a lost record is a missing activity line, not a lost answer.
 */
export function recordAnswer(lead: AnsweredLead, channel: AnswerChannel): Promise<unknown> {
  return rpc('workspace_record_answer', { p_source_table: lead.source_table, p_source_id: lead.source_id, p_channel: channel }).catch(
    () => undefined,
  )
}

// Plain HTML under one style: the list renders these on every card (see inbox-list.tsx).
const linksCss = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 2,
  listStyleType: 'none',
  '& a': {
    display: 'inline-flex',
    alignItems: 'center',
    minH: '44px',
    px: 3,
    borderWidth: '1px',
    borderColor: 'orange.300',
    rounded: 'md',
    color: 'orange.900',
    fontWeight: 'semibold',
    fontSize: 'sm',
    textDecoration: 'none',
    bg: 'orange.50',
    overflowWrap: 'anywhere',
  },
  '& a:hover': { bg: 'orange.100' },
  '& a:focus-visible': { outline: '2px solid', outlineColor: 'orange.700', outlineOffset: '2px' },
} as const

interface Props {
  who: Who
  lead: AnsweredLead
  /** Called after a tap was recorded (the lead page reads its activity again). */
  onAnswered?(): void
  /** On the lead page the links say whom they reach; on a card, the card already says it. */
  detailed?: boolean
}

/** E-mail, WhatsApp and phone in one tap, and the website as a link; found through the form's `x-personal` fields. */
export function AnswerLinks({ who, lead, onAnswered, detailed = false }: Props) {
  const person = who.name ?? who.company ?? who.email ?? 'o lead'
  const links = answerLinks({ email: who.email, phone: who.phone, name: who.name, formTitle: lead.form_title })
  const site = who.website ? websiteHref(who.website) : undefined
  if (links.length === 0 && !site) return null
  const phone = who.phone ? formatPhone(who.phone) : ''
  const words = { email: who.email ?? '', whatsapp: phone, phone }
  return (
    <Box as="ul" css={linksCss} aria-label={`Responder a ${person}`} className="painel-no-print">
      {links.map((link) => (
        <li key={link.channel}>
          <a
            href={link.href}
            data-channel={link.channel}
            {...(link.channel === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            aria-label={detailed ? undefined : `${link.label} para ${person}`}
            onClick={() => void recordAnswer(lead, link.channel).then(() => onAnswered?.())}
          >
            {detailed ? `${link.label} · ${words[link.channel]}` : link.label}
          </a>
        </li>
      ))}
      {site && (
        <li>
          <a href={site} target="_blank" rel="noopener noreferrer" aria-label={detailed ? undefined : `Site de ${person}`}>
            {detailed ? `Site · ${who.website}` : 'Site'}
          </a>
        </li>
      )}
    </Box>
  )
}
