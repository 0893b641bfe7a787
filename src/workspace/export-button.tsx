import { Box, Button, Text } from '@chakra-ui/react'
import { memo, useId, useState } from 'react'
import type { InboxFilters } from '#functions/workspace-contract/workspace-requests.ts'
import { openedExport } from '#functions/workspace-contract/workspace-answers.ts'
import { downloadByTicket, useWorkspaceFunction } from '../agency/function-call.ts'
import { listArgs, type InboxQuery } from './inbox-query.ts'
import { useSession } from '../agency/session.tsx'

/**
 * "Exportar CSV" of the filtered list: one form's questions as columns, or every form in one file (decision 214). The
 * function opens a single-use ticket for the member's filters; a plain link with it is downloaded by the browser's
 * download manager, which writes the streamed file to disk, so 10,000 leads never sit in this page's memory
 * (decision 151). The file is named for its period and filters, and the function says its name with the ticket: once
 * the download starts, a polite line under the button names it (decision 239).
 */
export const ExportButton = memo(function ExportButton({ query }: { query: InboxQuery }) {
  const { state } = useSession()
  const { call, problem, busy } = useWorkspaceFunction('exports', 'Não foi possível exportar agora. Tente de novo em instantes.')
  const args = listArgs(query, undefined, state.kind === 'signed-in' ? state.email.toLowerCase() : undefined)
  const note = useId()
  // The browser's own sign of a download may be out of sight on a phone: the page says it too (play-test), for the
  // filters it was asked for (once they change, the line would name another list's file).
  const [downloading, setDownloading] = useState<{ for: string; fileName: string }>()
  const filters = JSON.stringify(args.p_filters)
  const exportCsv = async () => {
    setDownloading(undefined)
    const opened = await call(
      // The list's own filter: the CSV holds what the screen shows, in its order.
      args.p_filters satisfies InboxFilters,
      openedExport,
    )
    if (!opened) return
    downloadByTicket(`exports/${encodeURIComponent(opened.ticket)}`)
    setDownloading({ for: filters, fileName: opened.fileName })
  }
  const said = downloading?.for === filters ? downloading.fileName : undefined
  return (
    <Box>
      <Button variant="outline" loading={busy} aria-describedby={note} onClick={() => void exportCsv()}>
        Exportar CSV
      </Button>
      <Text id={note} color="gray.700" fontSize="sm" mt={1}>
        {query.form
          ? 'Uma coluna por pergunta deste formulário.'
          : 'Todos os formulários num arquivo: quem, quando e as respostas como "pergunta: resposta".'}
      </Text>
      <Text role="status" color="gray.700" fontSize="sm" mt={said ? 1 : 0} overflowWrap="anywhere">
        {said && `Baixando ${said}`}
      </Text>
      {problem && (
        <Text role="alert" color="red.700" mt={1}>
          {problem}
        </Text>
      )}
    </Box>
  )
})
