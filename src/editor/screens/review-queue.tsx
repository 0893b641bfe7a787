import { Box, Button, Heading, Link, List, Stack, Text, Textarea } from '@chakra-ui/react'
import { useMemo, useState } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { EDITOR_PATH } from '#form-core'
import { checksWords, type ReviewSummary } from '#functions/workspace-contract/editor-review-calls.ts'
import { useSession } from '../../agency/session.tsx'
import { summaryOf } from '../model/change-summary.ts'
import { parseTexts } from '../model/editor-problems.ts'
import { useApprove, useRefuse } from '../io/review-calls.ts'

const clock = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' })
const day = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit' })

/** "às 14:20" today, "em 27/11 às 14:20" before. */
export function whenText(iso: string | undefined): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return ''
  const at = new Date(iso)
  const today = day.format(at) === day.format(new Date())
  return `${today ? '' : `em ${day.format(at)} `}às ${clock.format(at)}`
}

/** What an open review changed from what the agency approved before it, in the editor's own summary lines. */
function changesOf(review: ReviewSummary): string[] {
  const after = review.files && parseTexts(review.formId, review.files).pair
  const before = review.approved ? parseTexts(review.formId, review.approved).pair : undefined
  return after ? summaryOf(before, after) : []
}

/**
 * The reviews waiting, on the editor's list (decision 218): each with who sent it and when, what changed in words and
 * what the repository's checks say. The administration approves ("Aprovar e publicar": GitHub merges it through the
 * agency's credential, once the checks passed) or refuses with a reason the sender reads; the equipe sees the same
 * list and is told who decides. The server checks the role again.
 */
export function ReviewQueue({ reviews }: { reviews: ReviewSummary[] }) {
  const { state } = useSession()
  const admin = state.kind === 'signed-in' && state.admin
  // A review decided here stays on screen with its outcome ("Aprovado às…"), though the list asked again no longer has it open.
  // It is kept as it was read (its changes and checks), not as the server now sums it up.
  const [decided, setDecided] = useState<ReviewSummary[]>([])
  const open = reviews.map((r) => decided.find((d) => d.number === r.number) ?? r).filter((r) => r.state === 'open')
  return (
    <Box as="section" aria-labelledby="revisoes" mb={10}>
      <Heading as="h2" id="revisoes" size="lg" mb={1}>
        Revisões aguardando
      </Heading>
      <Text color="gray.600" fontSize="sm" mb={3}>
        {admin
          ? 'Confira cada revisão e aprove para publicar no site, ou recuse dizendo o motivo.'
          : 'Só quem é da administração aprova ou recusa uma revisão.'}
      </Text>
      {open.length === 0 ? (
        <Text>Nenhuma revisão aguardando.</Text>
      ) : (
        <Stack gap={4}>
          {open.map((review) => (
            <ReviewCard key={review.number} review={review} admin={admin} onDecided={() => setDecided((read) => [...read, review])} />
          ))}
        </Stack>
      )}
    </Box>
  )
}

function ReviewCard({ review, admin, onDecided }: { review: ReviewSummary; admin: boolean; onDecided(): void }) {
  const changes = useMemo(() => changesOf(review), [review])
  const approve = useApprove()
  const refuse = useRefuse()
  const [refusing, setRefusing] = useState(false)
  // Publishing reaches every visitor: one more tap, on a line that says so, as the refusal asks for its reason.
  const [confirming, setConfirming] = useState(false)
  const [reason, setReason] = useState('')
  const [said, setSaid] = useState<{ text: string; error?: boolean }>()
  const checks = review.checks ?? { state: 'none' as const, failed: [] }
  const passed = checks.state === 'passed'
  const busy = approve.isPending || refuse.isPending
  const headingId = `revisao-${review.number}`
  const outcome = (text: string) => {
    onDecided()
    setSaid({ text })
  }
  const failure = (error: unknown) => setSaid({ text: error instanceof Error ? error.message : String(error), error: true })

  const onApprove = () => {
    if (!passed) return setSaid({ text: `Não dá para aprovar ainda. ${checksWords(checks)}`, error: true })
    if (!review.head) return
    setConfirming(false)
    approve
      .mutateAsync({ formId: review.formId, number: review.number, head: review.head })
      .then((s) => outcome(`Aprovado ${whenText('at' in s ? s.at : undefined)}; no site em alguns minutos.`), failure)
  }
  const onRefuse = () => {
    if (!reason.trim()) return setSaid({ text: 'Escreva o motivo da recusa: quem enviou vai ler.', error: true })
    refuse
      .mutateAsync({ formId: review.formId, number: review.number, comment: reason })
      .then(() => outcome('Recusado. Quem enviou vai ler o motivo no editor.'), failure)
  }

  return (
    <Box as="article" aria-labelledby={headingId} borderWidth="1px" borderRadius="lg" p={4}>
      <Heading as="h3" size="md" id={headingId}>
        <Link asChild color="orange.800">
          <RouterLink to={`${EDITOR_PATH}/${review.formId}`}>{review.title}</RouterLink>
        </Link>
      </Heading>
      <Text fontSize="sm" color="gray.700" mb={2}>
        Enviado {review.sender ? `por ${review.sender} ` : ''}
        {whenText(review.at)}.
      </Text>
      <Text fontSize="sm" fontWeight="medium">
        O que muda:
      </Text>
      <List.Root ps={5} fontSize="sm" mb={2}>
        {(changes.length ? changes : ['Nenhuma diferença nas perguntas.']).map((line, i) => (
          <List.Item key={i}>{line}</List.Item>
        ))}
      </List.Root>
      <Text fontSize="sm" color={passed ? 'green.800' : checks.state === 'failed' ? 'red.700' : 'gray.700'} mb={3}>
        {checksWords(checks)}
      </Text>
      {admin && !said?.text.startsWith('Aprovado') && !said?.text.startsWith('Recusado') && (
        <Stack gap={2}>
          <Stack direction={{ base: 'column', sm: 'row' }} gap={2}>
            <Button
              colorPalette="green"
              aria-disabled={!passed || busy}
              aria-expanded={confirming}
              onClick={() => (passed ? (setConfirming(!confirming), setRefusing(false)) : onApprove())}
            >
              {approve.isPending ? 'Aprovando…' : 'Aprovar e publicar'}
            </Button>
            <Button
              variant="outline"
              colorPalette="red"
              aria-expanded={refusing}
              onClick={() => (setRefusing(!refusing), setConfirming(false))}
            >
              Recusar
            </Button>
          </Stack>
          {confirming && (
            <Box borderWidth="1px" borderColor="green.200" bg="green.50" borderRadius="md" p={3}>
              <Text fontSize="sm" mb={2}>
                Publicar “{review.title}” no site? Os visitantes passam a ver esta versão em alguns minutos.
              </Text>
              <Stack direction={{ base: 'column', sm: 'row' }} gap={2}>
                <Button colorPalette="green" aria-disabled={busy} onClick={onApprove}>
                  Confirmar publicação
                </Button>
                <Button variant="outline" onClick={() => setConfirming(false)}>
                  Cancelar
                </Button>
              </Stack>
            </Box>
          )}
          {refusing && (
            <Box>
              <Text asChild fontSize="sm" fontWeight="medium">
                <label htmlFor={`motivo-${review.number}`}>Motivo da recusa (quem enviou vai ler)</label>
              </Text>
              <Textarea id={`motivo-${review.number}`} mt={1} value={reason} onChange={(e) => setReason(e.target.value)} />
              <Button mt={2} colorPalette="red" aria-disabled={busy} onClick={onRefuse}>
                {refuse.isPending ? 'Recusando…' : 'Confirmar recusa'}
              </Button>
            </Box>
          )}
        </Stack>
      )}
      {said && (
        <Text role="status" mt={2} fontSize="sm" color={said.error ? 'red.700' : 'green.800'}>
          {said.text}
        </Text>
      )}
    </Box>
  )
}
