import { hostname, userInfo } from 'node:os'
import { agencyTime, isTeamRole, TEAM_ROLES, teamRoleLabel } from '#form-core'
import { configFromEnv } from '../local-backend/config.ts'
import { readEnv } from '#functions/platform/environment.ts'
import { storedErrorMessage } from '../local-backend/read-submissions.ts'
import { cliArgs } from '../cli-args.ts'
import { memberEmail, runMembers, type MemberRequest } from './member-actions.ts'

/**
 * `npm run members -- add|remove|list <e-mail> [--role administracao|equipe] [--para <e-mail> | --sem-responsavel]`: the
 * agency's team, for set-up and recovery; day to day, an administrator uses the workspace's "Equipe" screen
 * (docs/backend.md, "Members"). Removing someone who answers for leads says how many and hands them over as the
 * screen does: to `--para` (a member), or to nobody with `--sem-responsavel`.
 */
const usage = `Uso: npm run members -- add pessoa@agencia.com.br [--role ${TEAM_ROLES.map((r) => r.value).join('|')}] | remove pessoa@agencia.com.br [--para colega@agencia.com.br | --sem-responsavel] | list`
const args = cliArgs(
  { allowPositionals: true, options: { role: { type: 'string' }, para: { type: 'string' }, 'sem-responsavel': { type: 'boolean' } } },
  usage,
)
const [action, argument, ...rest] = args.positionals
const { role, para, 'sem-responsavel': ownerless } = args.values

function requestOf(): MemberRequest | string {
  if (action === 'list' && argument === undefined) return { action: 'list' }
  if ((action !== 'add' && action !== 'remove') || rest.length > 0) return usage
  if (role !== undefined && (action !== 'add' || !isTeamRole(role))) return `npm run members: papel "${role}" inválido.\n${usage}`
  if ((para !== undefined || ownerless) && (action !== 'remove' || (para !== undefined && ownerless)))
    return `npm run members: --para ou --sem-responsavel, só com remove.\n${usage}`
  const email = memberEmail(argument)
  if (typeof email !== 'string') return `npm run members: ${email.error}.\n${usage}`
  const heir = para === undefined ? undefined : memberEmail(para)
  if (typeof heir === 'object') return `npm run members: --para: ${heir.error}.\n${usage}`
  const operator = `npm run members (${userInfo().username}@${hostname()})`
  return action === 'add'
    ? { action, email, addedBy: operator, role: isTeamRole(role) ? role : undefined }
    : { action, email, removedBy: operator, handTo: heir, ownerless }
}

const leads = (n: number) => (n === 1 ? '1 lead' : `${n} leads`)

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
  } else if (result.unanswered) {
    console.error(
      `${result.email} responde por ${leads(result.owned)}; nada mudou. Diga para quem passá-los: --para colega@agencia.com.br, ou deixe-os sem responsável: --sem-responsavel.`,
    )
    process.exit(2)
  } else if (!result.removed) {
    console.log(`${result.email} não era membro (${where}); nada mudou.`)
  } else {
    const handed =
      result.owned === 0
        ? ''
        : result.handTo
          ? ` ${result.owned === 1 ? 'O lead' : `Os ${result.owned} leads`} de ${result.email} ${result.owned === 1 ? 'passou' : 'passaram'} para ${result.handTo}.`
          : ` ${result.owned === 1 ? 'O lead ficou' : `Os ${result.owned} leads ficaram`} sem responsável.`
    console.log(
      `${result.email} não é mais membro (${where}): a partir do próximo pedido, não lê mais nada, mesmo com a sessão aberta.${handed}`,
    )
  }
} catch (error) {
  console.error(`npm run members: ${storedErrorMessage(error)}`)
  process.exit(1)
}
