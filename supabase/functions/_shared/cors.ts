/**
 * CORS for browser calls from the site. supabase-js sends `authorization`, `apikey`, `x-client-info`
 * and `content-type`, which makes every call preflighted; the preflight must list them.
 * `allowOrigin` is `*` unless CORS_ALLOW_ORIGIN narrows it (the site's origin in production).
 */
export function corsHeaders(allowOrigin: string, methods: string): Record<string, string> {
  return {
    'access-control-allow-origin': allowOrigin,
    'access-control-allow-methods': methods,
    'access-control-allow-headers':
      'authorization, x-client-info, apikey, content-type, prefer, accept-profile, content-profile, x-supabase-api-version, x-form-revision',
    'access-control-max-age': '86400',
    vary: 'origin',
  }
}
