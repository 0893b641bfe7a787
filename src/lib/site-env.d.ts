declare module 'virtual:site-env' {
  /** The backend supabase-js calls and its public key (scripts/vite/site-env.ts): the local demo's in development. */
  export const backendUrl: string
  export const anonKey: string
}
