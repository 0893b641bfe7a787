import { Box, Button, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { WORKSPACE_FUNCTION } from '#form-core'
import type { InboxFilters } from '#functions/workspace-contract/workspace-requests.ts'
import { workspaceClient } from '../agency/backend.ts'
import { downloadByTicket } from '../agency/function-call.ts'
import { listArgs, type InboxQuery } from './inbox-query.ts'
import { useSession } from '../agency/session.tsx'

/**
 * "Exportar CSV" of the filtered list of one form. The function opens a single-use ticket for the member's filters;
 * a plain link with it is downloaded by the browser's download manager, which writes the streamed file to disk, so
 * 10,000 leads never sit in this page's memory (decision 151).
 */
export function ExportButton({ query }: { query: InboxQuery }) {
  const { expire, state } = useSession()
  const [problem, setProblem] = useState<string>()
  const [busy, setBusy] = useState(false)
  if (!query.form)
    return (
      <Text color="gray.700" fontSize="sm">
        Para exportar CSV, escolha um formulário.
      </Text>
    )
  const args = listArgs(query, undefined, state.kind === 'signed-in' ? state.email.toLowerCase() : undefined)
  const exportCsv = async () => {
    setBusy(true)
    setProblem(undefined)
    const { data, error } = await workspaceClient().functions.invoke<{ ticket: string }>(`${WORKSPACE_FUNCTION}/exports`, {
      // The list's own filter: the CSV holds what the screen shows, in its order.
      body: args.p_filters satisfies InboxFilters,
    })
    setBusy(false)
    if (error || !data) {
      const answer = (error as { context?: Response } | null)?.context
      if (answer?.status === 401) return expire()
      const body = (await answer?.json().catch(() => undefined)) as { error?: { message?: string } } | undefined
      return setProblem(body?.error?.message ?? 'Não foi possível exportar agora. Tente de novo em instantes.')
    }
    downloadByTicket(`exports/${encodeURIComponent(data.ticket)}`)
  }
  return (
    <Box>
      <Button variant="outline" loading={busy} onClick={() => void exportCsv()}>
        Exportar CSV
      </Button>
      {problem && (
        <Text role="alert" color="red.700" mt={1}>
          {problem}
        </Text>
      )}
    </Box>
  )
}
