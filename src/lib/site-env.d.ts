declare module 'virtual:site-env' {
  /** The backend supabase-js calls and its public key (scripts/vite/site-env.ts): the local demo's in development. */
  export const backendUrl: string
  export const anonKey: string
  /** `owner/name` of the repository the editor opens pull requests on, and GitHub's REST API (a local fake in tests). */
  export const editorGithubRepo: string
  export const editorGithubApi: string
}
