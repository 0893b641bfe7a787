import type { ApiRole } from './database.ts'
import { LOCAL_SERVICE_ROLE_KEY } from './keys.ts'

/**
 * The role a REST request runs as, the way PostgREST reads it from `Authorization: Bearer <jwt>`: the local
 * service-role key (keys.ts) is the server's role; anything else, or nothing, is a visitor (anon). Production
 * verifies the JWT's signature; locally only these two well-known demo keys exist, so comparing is enough.
 */
export function roleOf(req: Request): ApiRole {
  const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1]?.trim()
  return bearer === LOCAL_SERVICE_ROLE_KEY ? 'service_role' : 'anon'
}
