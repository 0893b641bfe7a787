import { Box, Heading, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from 'react-router-dom'
import { agencyTime, leadPath } from '#form-core'
import { othersQuery, startsLead } from './queries.ts'
import { statusOf } from './lead-status.ts'
import type { FromList } from './inbox-list.tsx'

/**
 * "Outros leads desta pessoa": the leads answered with the same e-mail (any case), newest first, as links. Each link
 * carries the list this lead was opened from, so "← Todos os leads" on the next one returns to it with its filters.
 */
export function OtherLeads({ lead, email, list }: { lead: { source_table: string; source_id: string }; email: string; list: string }) {
  const others = useQuery(othersQuery(lead, email))
  if (!others.data?.length) return null
  return (
    <Box as="section" aria-labelledby="outros-leads" className="painel-no-print">
      <Heading as="h2" size="lg" id="outros-leads" mb={2}>
        Outros leads desta pessoa
      </Heading>
      <Text fontSize="sm" color="gray.700" mb={2}>
        Enviados com o e-mail {email}, os mais novos primeiro.
      </Text>
      <Box
        as="ul"
        listStyleType="none"
        css={{ '& a': { color: 'orange.800', textDecoration: 'underline', display: 'inline-block', py: 1 } }}
      >
        {others.data.map((o) => (
          <li key={`${o.source_table}/${o.source_id}`}>
            <RouterLink to={leadPath(o.source_table, o.source_id)} state={{ list } satisfies FromList} onClick={startsLead(o)}>
              {o.form_title} · {agencyTime(o.created_at)} · {statusOf(o.status).label}
            </RouterLink>
          </li>
        ))}
      </Box>
    </Box>
  )
}
