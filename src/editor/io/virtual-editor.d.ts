declare module 'virtual:editor-files' {
  export const files: import('../model/editor-problems.ts').EditorFiles
}
