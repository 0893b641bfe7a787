import { hostname, userInfo } from 'node:os'
import { agencyTime, isTeamRole, TEAM_ROLES, teamRoleLabel } from '#form-core'
import { configFromEnv } from '../local-backend/config.ts'
import { readEnv } from '#functions/platform/environment.ts'
import { storedErrorMessage } from '../local-backend/read-submissions.ts'
import { cliArgs } from '../cli-args.ts'
import { memberEmail, runMembers, type MemberRequest } from './member-actions.ts'

/**
 * `npm run members -- add|remove|list <e-mail> [--role administracao|equipe]`: the agency's team, for set-up and
 * recovery; day to day, an administrator uses the workspace's "Equipe" screen (docs/backend.md, "Members").
 */
const usage = `Uso: npm run members -- add pessoa@agencia.com.br [--role ${TEAM_ROLES.map((r) => r.value).join('|')}] | remove pessoa@agencia.com.br | list`
const args = cliArgs({ allowPositionals: true, options: { role: { type: 'string' } } }, usage)
const [action, argument, ...rest] = args.positionals
const role = args.values.role

function requestOf(): MemberRequest | string {
  if (action === 'list' && argument === undefined) return { action: 'list' }
  if ((action !== 'add' && action !== 'remove') || rest.length > 0) return usage
  if (role !== undefined && (action !== 'add' || !isTeamRole(role))) return `npm run members: papel "${role}" inválido.\n${usage}`
  const email = memberEmail(argument)
  if (typeof email !== 'string') return `npm run members: ${email.error}.\n${usage}`
  const operator = `npm run members (${userInfo().username}@${hostname()})`
  return action === 'add'
    ? { action, email, addedBy: operator, role: isTeamRole(role) ? role : undefined }
    : { action, email, removedBy: operator }
}

const request = requestOf()
if (typeof request === 'string') {
  console.error(request)
  process.exit(2)
}

const config = configFromEnv()
const where = config.databaseUrl ? 'DATABASE_URL' : 'backend local'
// Production's Auth, where the member becomes a user; locally the backend's own.
const env = readEnv(['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY'])
const project =
  config.databaseUrl && env.SUPABASE_URL && env.SUPABASE_SERVICE_ROLE_KEY
    ? { supabaseUrl: env.SUPABASE_URL, serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY }
    : undefined
try {
  const result = await runMembers(config, request, project)
  if (result.action === 'list') {
    if (result.members.length === 0) console.log(`Nenhum membro (${where}). Adicione com: npm run members -- add pessoa@agencia.com.br`)
    for (const m of result.members) console.log(`${m.email}  ${teamRoleLabel(m.role)}  desde ${agencyTime(m.added_at)}  por ${m.added_by}`)
    if (result.members.length > 0) console.error(`${result.members.length} membro(s) (${where}).`)
  } else if (result.action === 'add') {
    const { member } = result
    console.log(
      result.created
        ? `${member.email} agora é membro (${teamRoleLabel(member.role)}, ${where}): entra no painel com um código enviado a esse e-mail.`
        : result.roleFrom
          ? `${member.email} passou de ${teamRoleLabel(result.roleFrom)} a ${teamRoleLabel(member.role)} (${where}).`
          : `${member.email} já era membro (${teamRoleLabel(member.role)}) desde ${agencyTime(member.added_at)} (por ${member.added_by}); nada mudou.`,
    )
  } else {
    console.log(
      result.removed
        ? `${result.email} não é mais membro (${where}): a partir do próximo pedido, não lê mais nada, mesmo com a sessão aberta.`
        : `${result.email} não era membro (${where}); nada mudou.`,
    )
  }
} catch (error) {
  console.error(`npm run members: ${storedErrorMessage(error)}`)
  process.exit(1)
}
