declare module 'virtual:editor-files' {
  /** Every questionnaire's two files as text, and the published revisions' lock (scripts/editor/vite-plugin.ts). */
  export const files: { forms: Record<string, { schema: string; uiSchema: string }>; lock: string; tables: string[] }
}
