import { Box, Button, Field, Flex, Heading, Stack, Text, Textarea } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { noteBody, problemOf } from '#functions/workspace-contract/workspace-requests.ts'
import { rpc, WorkspaceError } from '../agency/backend.ts'
import { when } from './inbox-list.tsx'
import { leadQueryKey, queryClient, useOptimisticWrite } from './queries.ts'
import { useSession } from '../agency/session.tsx'
import type { Note } from './reads.ts'

interface NotesOf {
  notes: Note[]
}

interface Lead {
  source_table: string
  source_id: string
}

const checked = (body: string) => {
  const parsed = noteBody.safeParse(body)
  if (!parsed.success) throw new WorkspaceError(problemOf(parsed.error))
  return parsed.data
}

/**
 * "Notas internas": every member adds; only a note's author edits or deletes it (the SQL refuses anyone else, and
 * the others see no such buttons), each recorded in the activity. An edit or a deletion shows at once and comes back
 * if refused. The notes print with the briefing, with author and São Paulo time; the controls do not.
 */
export function Notes({ lead, notes }: { lead: Lead; notes: Note[] }) {
  const { state } = useSession()
  const me = state.kind === 'signed-in' ? state.email.toLowerCase() : ''
  const key = leadQueryKey(lead.source_table, lead.source_id)
  const [body, setBody] = useState('')
  const [said, setSaid] = useState<{ ok: boolean; text: string }>()
  const reread = () => void queryClient.invalidateQueries({ queryKey: key })
  const adding = useMutation({
    mutationFn: (text: string) =>
      rpc('workspace_add_note', { p_source_table: lead.source_table, p_source_id: lead.source_id, p_body: checked(text) }),
    onSuccess: () => (setBody(''), reread()),
  })
  const onNotes = (change: (notes: Note[]) => Note[]) => [
    { queryKey: key, update: (old: unknown) => ({ ...(old as NotesOf), notes: change((old as NotesOf).notes) }) },
  ]
  const editing = useOptimisticWrite(
    ({ id, text }: { id: number; text: string }) => rpc('workspace_edit_note', { p_note_id: id, p_body: checked(text) }),
    ({ id, text }) => onNotes((all) => all.map((n) => (n.id === id ? { ...n, body: text } : n))),
  )
  const deleting = useOptimisticWrite(
    (id: number) => rpc('workspace_delete_note', { p_note_id: id }),
    (id) => onNotes((all) => all.filter((n) => n.id !== id)),
  )
  const outcome = (done: string) => ({
    onSuccess: () => setSaid({ ok: true, text: done }),
    onError: (error: Error) => setSaid({ ok: false, text: error.message || 'Não foi possível mudar a nota.' }),
  })
  return (
    // Without notes nothing of the section is printed: its heading stood alone at the foot of a page.
    <Box as="section" aria-labelledby="notas" className={notes.length ? 'painel-notes' : 'painel-notes painel-no-print'}>
      <Heading as="h2" size="lg" id="notas" mb={3}>
        Notas internas
      </Heading>
      <Stack as="ul" gap={3} mb={3} listStyleType="none">
        {notes.map((n) => (
          <NoteItem
            key={n.id}
            note={n}
            own={n.author.toLowerCase() === me}
            onEdit={(text) => (setSaid(undefined), editing.mutate({ id: n.id, text }, outcome('Nota editada')))}
            onDelete={() => (setSaid(undefined), deleting.mutate(n.id, outcome('Nota apagada')))}
          />
        ))}
      </Stack>
      <Text
        role="status"
        fontSize="sm"
        fontWeight="semibold"
        color={said?.ok === false ? 'red.700' : 'green.800'}
        mb={said ? 3 : 0}
        className="painel-no-print"
      >
        {said?.text}
      </Text>
      <form className="painel-no-print" onSubmit={(e) => (e.preventDefault(), setSaid(undefined), adding.mutate(body))}>
        <Field.Root invalid={adding.isError}>
          <Field.Label>Nova nota (só a equipe vê)</Field.Label>
          <Textarea value={body} maxLength={5000} rows={3} onChange={(e) => setBody(e.target.value)} />
          {adding.error && <Field.ErrorText>{adding.error.message}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit" mt={2} loading={adding.isPending} disabled={!body.trim()}>
          Adicionar nota
        </Button>
      </form>
    </Box>
  )
}

function NoteItem({ note, own, onEdit, onDelete }: { note: Note; own: boolean; onEdit(text: string): void; onDelete(): void }) {
  const [draft, setDraft] = useState<string>()
  const [confirming, setConfirming] = useState(false)
  return (
    <Box as="li" borderLeftWidth="3px" borderColor="orange.300" pl={3} className="painel-note">
      {draft === undefined ? (
        <Text whiteSpace="pre-wrap" wordBreak="break-word">
          {note.body}
        </Text>
      ) : (
        <form onSubmit={(e) => (e.preventDefault(), onEdit(draft), setDraft(undefined))}>
          <Field.Root>
            <Field.Label>Editar a nota</Field.Label>
            <Textarea value={draft} maxLength={5000} rows={3} onChange={(e) => setDraft(e.target.value)} autoFocus />
          </Field.Root>
          <Flex gap={2} mt={2} wrap="wrap">
            <Button type="submit" size="sm" colorPalette="orange" disabled={!draft.trim()}>
              Salvar nota
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setDraft(undefined)}>
              Cancelar
            </Button>
          </Flex>
        </form>
      )}
      <Text fontSize="sm" color="gray.700">
        {note.author} · {when(note.created_at)}
        {note.edited_at && <span title={`Editada em ${when(note.edited_at)}`}> · editada</span>}
      </Text>
      {own && draft === undefined && (
        <Flex gap={2} mt={1} wrap="wrap" className="painel-no-print">
          {confirming ? (
            <>
              <Text fontSize="sm" alignSelf="center">
                Apagar esta nota?
              </Text>
              <Button size="sm" colorPalette="red" onClick={() => (setConfirming(false), onDelete())}>
                Sim, apagar
              </Button>
              <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
                Não
              </Button>
            </>
          ) : (
            <>
              <Button size="sm" variant="outline" onClick={() => setDraft(note.body)}>
                Editar
              </Button>
              <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
                Apagar
              </Button>
            </>
          )}
        </Flex>
      )}
    </Box>
  )
}
