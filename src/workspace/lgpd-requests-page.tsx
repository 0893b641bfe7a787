import { Box, Button, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { openedTicket, privacyErased, privacyFound, type HeldRecord } from '#functions/workspace-contract/workspace-answers.ts'
import { downloadByTicket, useWorkspaceFunction } from '../agency/function-call.ts'
import { when } from './inbox-list.tsx'
import { useSession } from '../agency/session.tsx'
import { queryClient } from './queries.ts'
import { read } from './reads.ts'

/**
 * `emailsWithAnswers`: the lead e-mails carry the answers (NOTIFY_EMAIL_ANSWERS=full), so erasing must reach them too;
 * `otherContacts`: the other e-mails and phones typed in these leads, which this search does not reach.
 */
type Found = { email: string; records: HeldRecord[]; emailsWithAnswers: boolean; otherContacts: string[] }

type Step =
  | { kind: 'idle' }
  | ({ kind: 'found' } & Found)
  | ({ kind: 'confirm' } & Found)
  /** `records`: what the member confirmed, said as they saw it (the server's counts are per table, a developer's word). */
  | ({ kind: 'erased'; count: number } & Found)

/** What the server's copy is for: the document to hand to the person, or the data for another system. */
type CopyFormat = 'documento' | 'dados'

/** The e-mails of these leads still hold the answers: the member deletes them from the mailbox by hand. */
function MailboxReminder({ email, count }: { email: string; count: number }) {
  return (
    <Text>
      Os avisos por e-mail {count === 1 ? 'deste envio' : 'destes envios'} levaram as respostas à caixa de e-mail da agência: apague-os de
      lá também (procure por “Novo envio” e por {email}).
    </Text>
  )
}

/**
 * The person may still be held under the other contacts typed in these leads. This screen finds people by e-mail, so
 * an e-mail is searched here again and a phone in the list of leads (its search reads every answer).
 */
function OtherContacts({ contacts }: { contacts: string[] }) {
  if (contacts.length === 0) return null
  const emails = contacts.filter((c) => c.includes('@'))
  const phones = contacts.length - emails.length
  const searchHere = emails.length === 0 ? '' : ` Procure aqui também por ${emails.length === 1 ? 'esse e-mail' : 'esses e-mails'}.`
  const searchLeads = phones === 0 ? '' : ` ${phones === 1 ? 'O telefone' : 'Os telefones'}, busque na lista de Leads.`
  return (
    <Text mb={3} fontWeight="semibold" wordBreak="break-word">
      Esta pessoa ainda pode aparecer com: {contacts.join(', ')}.{searchHere}
      {searchLeads}
    </Text>
  )
}

const LOG_KEY = ['privacy-log'] as const
const ACTION_NAMES = { export: 'Cópia entregue', erase: 'Dados apagados' } as const

/**
 * "Pedidos atendidos": the log of copies and erasures (privacy_requests), the administration's to show if asked who
 * answered what and when. The person is not named: the log keeps the e-mail only as its hash.
 */
function RequestLog() {
  const log = useQuery({ queryKey: LOG_KEY, queryFn: () => read('workspace_privacy_log') })
  return (
    <Box as="section" aria-labelledby="pedidos-atendidos">
      <Heading as="h2" size="lg" id="pedidos-atendidos" mb={1}>
        Pedidos atendidos
      </Heading>
      <Text color="gray.700" fontSize="sm" mb={2}>
        Cada cópia e cada eliminação, a mais recente primeiro, com quem atendeu. A pessoa não aparece aqui: o registro não guarda o e-mail
        dela, só uma marca que não pode ser lida de volta.
      </Text>
      {log.isError && <Text color="red.700">{log.error.message}</Text>}
      {log.data?.length === 0 && <Text>Nenhum pedido atendido ainda.</Text>}
      <Stack as="ul" gap={1} listStyleType="none">
        {log.data?.map((r) => (
          <Text as="li" key={r.id}>
            {when(r.created_at)} · {ACTION_NAMES[r.action]} · {r.rows_affected} {r.rows_affected === 1 ? 'registro' : 'registros'} ·{' '}
            {r.requested_by}
          </Text>
        ))}
      </Stack>
    </Box>
  )
}

/**
 * `/painel/titular`: a data subject's requests (LGPD art. 18). Search by e-mail, download everything held (answers,
 * status, notes, activity and the e-mail's delivery record of each lead) as a document for the person or as data for
 * another system, or erase it after a confirmation that names what goes. The server logs each copy and erasure in
 * privacy_requests (who, when, the e-mail's hash, how many rows), never the data.
 */
export default function PrivacyPage() {
  const [email, setEmail] = useState('')
  const [step, setStep] = useState<Step>({ kind: 'idle' })
  const { call, problem, busy } = useWorkspaceFunction('privacy')
  const { state } = useSession()
  // Erasure is the administration's (decision 173): the server refuses it to anyone else, and the button is not shown.
  const mayErase = state.kind === 'signed-in' && state.admin

  const [copying, setCopying] = useState<CopyFormat>()

  const find = async (event: FormEvent) => {
    event.preventDefault()
    const wanted = email.trim().toLowerCase()
    const found = await call({ action: 'find', email: wanted }, privacyFound)
    if (found)
      setStep({
        kind: 'found',
        email: wanted,
        records: found.registros,
        emailsWithAnswers: found.emailsWithAnswers,
        otherContacts: found.outrosContatos,
      })
  }
  // A single-use ticket, then a plain link: the browser saves the file as it saves the CSV (decision 151).
  const copy = async (held: string, format: CopyFormat) => {
    setCopying(format)
    const opened = await call({ action: 'export', email: held, format }, openedTicket)
    setCopying(undefined)
    if (opened) downloadByTicket(`privacy/copies/${encodeURIComponent(opened.ticket)}`)
  }
  const erase = async (found: Found) => {
    const erased = await call({ action: 'erase', email: found.email, expected: found.records.length }, privacyErased)
    void queryClient.invalidateQueries({ queryKey: LOG_KEY })
    if (erased)
      setStep({
        ...found,
        kind: 'erased',
        count: erased.tabelas.reduce((n, t) => n + t.linhas, 0),
        emailsWithAnswers: erased.emailsWithAnswers,
      })
  }

  return (
    <Stack gap={5} maxW="3xl">
      <Heading as="h1" size="2xl">
        Pedidos do titular
      </Heading>
      <Text color="gray.700">
        Atenda um pedido da LGPD (art. 18): encontre tudo o que guardamos de uma pessoa pelo e-mail dela, entregue uma cópia ou apague. Cada
        cópia e cada eliminação fica registrada (quem, quando, quantos registros), nunca os dados.
        {!mayErase && ' Apagar é só para quem é da administração.'}
      </Text>
      <Flex asChild gap={3} align="end" wrap="wrap">
        <form onSubmit={(e) => void find(e)} noValidate>
          <Field.Root flex="1" minW="60" invalid={problem !== undefined && step.kind === 'idle'}>
            <Field.Label>E-mail da pessoa</Field.Label>
            <Input type="email" inputMode="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field.Root>
          <Button type="submit" colorPalette="orange" loading={busy && step.kind === 'idle'}>
            Buscar
          </Button>
        </form>
      </Flex>
      {problem && (
        <Text role="alert" color="red.700">
          {problem}
        </Text>
      )}
      {(step.kind === 'found' || step.kind === 'confirm') && (
        <Box as="section" aria-labelledby="encontrado" borderWidth="1px" rounded="lg" p={{ base: 3, md: 5 }}>
          <Heading as="h2" size="lg" id="encontrado" mb={2}>
            {step.records.length === 0
              ? `Nada guardado com ${step.email}`
              : `${step.records.length} ${step.records.length === 1 ? 'registro' : 'registros'} de ${step.email}`}
          </Heading>
          <Stack as="ul" gap={1} mb={4} listStyleType="none">
            {step.records.map((r) => (
              <Text as="li" key={`${r.tabela}/${r.id}`}>
                {r.titulo} · enviado em {when(r.enviado_em)}
              </Text>
            ))}
          </Stack>
          {step.kind === 'found' && <OtherContacts contacts={step.otherContacts} />}
          {step.records.length > 0 && step.kind === 'found' && (
            <Flex gap={3} wrap="wrap">
              <Button variant="outline" loading={copying === 'documento'} onClick={() => void copy(step.email, 'documento')}>
                Baixar cópia para a pessoa
              </Button>
              <Button variant="outline" loading={copying === 'dados'} onClick={() => void copy(step.email, 'dados')}>
                Baixar dados para outro sistema
              </Button>
              {mayErase && (
                <Button colorPalette="red" variant="outline" onClick={() => setStep({ ...step, kind: 'confirm' })}>
                  Apagar tudo…
                </Button>
              )}
            </Flex>
          )}
          {step.kind === 'confirm' && (
            <Box role="alertdialog" aria-labelledby="confirmar" bg="red.50" borderWidth="1px" borderColor="red.200" rounded="md" p={4}>
              <Text id="confirmar" fontWeight="semibold" mb={3}>
                Apagar definitivamente {step.records.length === 1 ? 'o registro' : `os ${step.records.length} registros`} acima de{' '}
                {step.email}, com situação, notas, histórico e registro do aviso por e-mail? Não dá para desfazer.
              </Text>
              <OtherContacts contacts={step.otherContacts} />
              {step.emailsWithAnswers && (
                <Box mb={3}>
                  <MailboxReminder email={step.email} count={step.records.length} />
                </Box>
              )}
              <Flex gap={3} wrap="wrap">
                <Button colorPalette="red" loading={busy} onClick={() => void erase(step)}>
                  Sim, apagar {step.records.length} {step.records.length === 1 ? 'registro' : 'registros'}
                </Button>
                <Button variant="outline" onClick={() => setStep({ ...step, kind: 'found' })}>
                  Cancelar
                </Button>
              </Flex>
            </Box>
          )}
        </Box>
      )}
      {step.kind === 'erased' && (
        <Box role="status" borderWidth="1px" borderColor="green.300" bg="green.50" rounded="lg" p={4}>
          <Text fontWeight="semibold">Dados de {step.email} apagados.</Text>
          <Text>
            {step.count} {step.count === 1 ? 'registro apagado' : 'registros apagados'}:
          </Text>
          <Stack as="ul" gap={1} listStyleType="none">
            {step.records.map((r) => (
              <Text as="li" key={`${r.tabela}/${r.id}`}>
                {r.titulo} · enviado em {when(r.enviado_em)}
              </Text>
            ))}
          </Stack>
          <Box mt={3}>
            <OtherContacts contacts={step.otherContacts} />
          </Box>
          {step.emailsWithAnswers && (
            <Box mt={3} fontWeight="semibold">
              <MailboxReminder email={step.email} count={step.records.length} />
            </Box>
          )}
        </Box>
      )}
      {mayErase && <RequestLog />}
    </Stack>
  )
}
