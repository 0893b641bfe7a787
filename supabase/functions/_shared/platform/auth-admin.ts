/**
 * Makes an address a confirmed Auth user, once (a second call changes nothing). Sign-ups are off (decision 171): a
 * member is sent a code only as a user, so whoever adds a member (`npm run members`, the "Equipe" screen) calls this.
 */
export type AuthUsers = (email: string) => Promise<void>

/** Production's Auth: GoTrue's admin API with the service-role key; an address already a user is fine. */
export function adminApiAuthUsers(project: { supabaseUrl: string; serviceRoleKey: string }): AuthUsers {
  return async (email) => {
    const response = await fetch(`${project.supabaseUrl.replace(/\/$/, '')}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { apikey: project.serviceRoleKey, authorization: `Bearer ${project.serviceRoleKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, email_confirm: true }),
    })
    if (response.ok) return
    const body = (await response.json().catch(() => ({}))) as { error_code?: string; code?: string; msg?: string }
    if (response.status === 422 && (body.error_code ?? body.code) === 'email_exists') return
    throw new Error(`o Auth do projeto recusou criar o usuário de ${email} (${response.status} ${body.error_code ?? ''} ${body.msg ?? ''})`)
  }
}
