declare module 'virtual:editor-files' {
  /** Every questionnaire's two files as text, and the published revisions' lock (scripts/editor/vite-plugin.ts). */
  export const files: { forms: Record<string, { schema: string; uiSchema: string }>; lock: string; tables: string[] }
}

interface ImportMetaEnv {
  /** `owner/name` of the repository the editor opens pull requests on. */
  readonly VITE_EDITOR_GITHUB_REPO?: string
  /** GitHub's REST API base; default https://api.github.com (tests point it at a local fake). */
  readonly VITE_EDITOR_GITHUB_API?: string
}
