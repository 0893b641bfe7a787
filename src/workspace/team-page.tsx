import { Box, Button, Field, Flex, Heading, Input, Link, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { ADMIN_ROLE, agencyTime, MEMBER_ROLE, TEAM_ROLES, teamRoleLabel, type TeamRole } from '#form-core'
import { useQuery } from '@tanstack/react-query'
import { teamAddition, problemOf } from '#functions/workspace-contract/workspace-requests.ts'
import { teamAdded, type TeamMember } from '#functions/workspace-contract/workspace-answers.ts'
import { rpc, WorkspaceError } from '../agency/backend.ts'
import { useWorkspaceFunction } from '../agency/function-call.ts'
import { useSession } from '../agency/session.tsx'
import { queryClient } from './queries.ts'
import { read, type TeamChange } from './reads.ts'

/** One line of the audit list, as a person says it. */
function changeText(c: TeamChange): string {
  if (c.action === 'add') return `${c.actor} adicionou ${c.member} como ${teamRoleLabel(c.role ?? MEMBER_ROLE)}`
  if (c.action === 'role')
    return `${c.actor} mudou o papel de ${c.member} de ${teamRoleLabel(c.from_role ?? '')} para ${teamRoleLabel(c.role ?? '')}`
  return `${c.actor} removeu ${c.member}${c.from_role ? ` (${teamRoleLabel(c.from_role)})` : ''}`
}

const leadsText = (count: number) => (count === 1 ? '1 lead' : `${count.toLocaleString('pt-BR')} leads`)

const roleOptions = TEAM_ROLES.map((r) => (
  <option key={r.value} value={r.value}>
    {r.label}
  </option>
))

/**
 * `/painel/equipe`, for the administration (decision 173): who is in the team, add a colleague by e-mail with a role
 * (through the workspace function, which makes them an Auth user), change a role, remove someone after a
 * confirmation, and every change with who made it and when. The SQL refuses all of it to anyone else.
 */
export default function TeamPage() {
  const { state, expire } = useSession()
  const remote = useQuery({ queryKey: ['team'], queryFn: () => read('workspace_team') })
  const team = remote.data
  const adding = useWorkspaceFunction('team')
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<TeamRole>(MEMBER_ROLE)
  const [done, setDone] = useState<string>()
  const [problem, setProblem] = useState<string>()
  const [removing, setRemoving] = useState<string>()
  const [heir, setHeir] = useState('')
  const [busy, setBusy] = useState(false)

  if (state.kind !== 'signed-in' || !state.admin) {
    const admins = team?.members.filter((m) => m.role === ADMIN_ROLE) ?? []
    return (
      <Stack gap={3} maxW="3xl">
        <Heading as="h1" size="2xl">
          Equipe
        </Heading>
        <Text>Só quem é da administração vê e muda a equipe. Peça a uma dessas pessoas o que precisar:</Text>
        {remote.error && <Text role="alert">{remote.error.message}</Text>}
        <Stack as="ul" gap={1} pl={5}>
          {admins.map((m) => (
            <li key={m.email}>
              <Link href={`mailto:${m.email}`} color="orange.800" wordBreak="break-word">
                {m.email}
              </Link>
            </li>
          ))}
        </Stack>
      </Stack>
    )
  }

  const changed = (message: string) => {
    setDone(message)
    void queryClient.invalidateQueries({ queryKey: ['team'] })
  }

  const add = async (event: FormEvent) => {
    event.preventDefault()
    setDone(undefined)
    const wanted = teamAddition.safeParse({ email, role })
    if (!wanted.success) return adding.setProblem(problemOf(wanted.error))
    const added = await adding.call(wanted.data, teamAdded)
    if (!added) return
    setEmail('')
    changed(
      `${added.member.email} agora é da equipe (${teamRoleLabel(added.member.role)}) e já pode entrar com um código enviado ao e-mail.`,
    )
  }

  /** A role change or a removal, through rpc; its Portuguese refusal shown where it was asked. */
  const write = async (work: () => Promise<unknown>, message: string) => {
    setBusy(true)
    setProblem(undefined)
    setDone(undefined)
    try {
      await work()
      changed(message)
    } catch (error) {
      if (error instanceof WorkspaceError && error.signedOut) return expire()
      setProblem(error instanceof Error ? error.message : String(error))
    } finally {
      setBusy(false)
      setRemoving(undefined)
    }
  }

  const setMemberRole = (member: TeamMember, next: TeamRole) =>
    void write(
      () => rpc('workspace_set_member_role', { p_email: member.email, p_role: next }),
      `Papel de ${member.email} agora é ${teamRoleLabel(next)}.`,
    )
  const remove = (member: TeamMember) =>
    void write(
      () => rpc('workspace_remove_member', { p_email: member.email, p_hand_to: heir || null }),
      `${member.email} saiu da equipe e perde o acesso no próximo clique.${
        member.leads
          ? ` ${leadsText(member.leads)} ${member.leads === 1 ? (heir ? 'passou' : 'ficou') : heir ? 'passaram' : 'ficaram'} ${heir ? `para ${heir}` : 'sem responsável'}.`
          : ''
      }`,
    )

  return (
    <Stack gap={6} maxW="4xl">
      <Heading as="h1" size="2xl">
        Equipe
      </Heading>
      <Text color="gray.700">
        Quem entra no painel. A administração cuida da equipe e apaga dados pessoais (LGPD); a equipe trabalha os leads: situação, notas,
        exportação e o editor. Quem sai perde o acesso no próximo clique.
      </Text>

      <Box as="section" aria-labelledby="adicionar" borderWidth="1px" rounded="lg" p={{ base: 3, md: 5 }}>
        <Heading as="h2" size="lg" id="adicionar" mb={3}>
          Adicionar à equipe
        </Heading>
        <Flex asChild gap={3} align="end" wrap="wrap">
          <form onSubmit={(e) => void add(e)} noValidate>
            <Field.Root flex="2" minW="60" invalid={adding.problem !== undefined}>
              <Field.Label>E-mail</Field.Label>
              <Input type="email" inputMode="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
            </Field.Root>
            <Field.Root flex="1" minW="40">
              <Field.Label>Papel</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={role} onChange={(e) => setRole(e.target.value as TeamRole)}>
                  {roleOptions}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Button type="submit" colorPalette="orange" loading={adding.busy}>
              Adicionar
            </Button>
          </form>
        </Flex>
        {adding.problem && (
          <Text role="alert" color="red.700" mt={2}>
            {adding.problem}
          </Text>
        )}
      </Box>

      {/* Hidden while empty, so it adds no gap; still in the page, so what appears in it is read out. */}
      <Box aria-live="polite" _empty={{ display: 'none' }}>
        {done && (
          <Text role="status" bg="green.50" borderWidth="1px" borderColor="green.300" rounded="md" p={3}>
            {done}
          </Text>
        )}
        {problem && (
          <Text role="alert" bg="red.50" borderWidth="1px" borderColor="red.200" rounded="md" p={3} color="red.800">
            {problem}
          </Text>
        )}
      </Box>

      <Box as="section" aria-labelledby="membros">
        <Heading as="h2" size="lg" id="membros" mb={3}>
          {team ? `${team.members.length} ${team.members.length === 1 ? 'pessoa' : 'pessoas'}` : 'Pessoas'}
        </Heading>
        {remote.error && <Text role="alert">{remote.error.message}</Text>}
        <Stack as="ul" gap={3} listStyleType="none">
          {team?.members.map((m) => (
            <Box as="li" key={m.email} borderWidth="1px" rounded="lg" p={{ base: 3, md: 4 }}>
              <Flex gap={3} align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
                <Box flex="1" minW={0}>
                  <Text fontWeight="semibold" wordBreak="break-all">
                    {m.email}
                    {m.email === state.email && ' (você)'}
                  </Text>
                  <Text fontSize="sm" color="gray.700">
                    Adicionado por {m.added_by} em {agencyTime(m.added_at)}
                  </Text>
                </Box>
                <Field.Root w={{ base: 'full', md: '48' }}>
                  <Field.Label srOnly>Papel de {m.email}</Field.Label>
                  <NativeSelect.Root disabled={busy}>
                    <NativeSelect.Field value={m.role} onChange={(e) => setMemberRole(m, e.target.value as TeamRole)}>
                      {roleOptions}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Button
                  variant="outline"
                  colorPalette="red"
                  onClick={() => {
                    setHeir('')
                    setRemoving(m.email)
                  }}
                  aria-label={`Remover ${m.email}`}
                >
                  Remover…
                </Button>
              </Flex>
              {removing === m.email && (
                <Box
                  role="alertdialog"
                  aria-labelledby={`remover-${m.email}`}
                  bg="red.50"
                  borderWidth="1px"
                  borderColor="red.200"
                  rounded="md"
                  p={3}
                  mt={3}
                >
                  <Text id={`remover-${m.email}`} fontWeight="semibold" mb={3}>
                    Remover {m.email} da equipe? A pessoa perde o acesso ao painel no próximo clique.
                    {m.leads ? ` Ela é responsável por ${leadsText(m.leads)}.` : ''}
                  </Text>
                  {m.leads ? (
                    <Field.Root mb={3} maxW="md">
                      <Field.Label>Passar os leads para</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field value={heir} onChange={(e) => setHeir(e.target.value)}>
                          <option value="">Ninguém (ficam sem responsável)</option>
                          {team?.members
                            .filter((other) => other.email !== m.email)
                            .map((other) => (
                              <option key={other.email} value={other.email}>
                                {other.email}
                              </option>
                            ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                  ) : null}
                  <Flex gap={3} wrap="wrap">
                    <Button colorPalette="red" loading={busy} onClick={() => remove(m)}>
                      Sim, remover
                    </Button>
                    <Button variant="outline" onClick={() => setRemoving(undefined)}>
                      Cancelar
                    </Button>
                  </Flex>
                </Box>
              )}
            </Box>
          ))}
        </Stack>
      </Box>

      <Box as="section" aria-labelledby="alteracoes">
        <Heading as="h2" size="lg" id="alteracoes" mb={3}>
          Alterações
        </Heading>
        {team?.changes.length === 0 && <Text color="gray.700">Nenhuma alteração ainda.</Text>}
        <Stack as="ol" gap={2} listStyleType="none">
          {team?.changes.map((c) => (
            <Text as="li" key={c.id} fontSize="sm">
              <Text as="span" color="gray.700">
                {agencyTime(c.at)}
              </Text>{' '}
              · {changeText(c)}
            </Text>
          ))}
        </Stack>
      </Box>
    </Stack>
  )
}
