declare module 'virtual:site-env' {
  /** The backend supabase-js calls and its public key (scripts/vite/site-env.ts): the local demo's in development. */
  export const backendUrl: string
  export const anonKey: string
  /** Cloudflare Turnstile's site key for the sign-in's robot check; '' when it is off (decision 220). */
  export const captchaSiteKey: string
}
