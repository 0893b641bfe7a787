declare module 'virtual:editor-files' {
  export const files: import('./editor-problems.ts').EditorFiles
}
