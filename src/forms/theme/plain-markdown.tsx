import type { ReactNode } from 'react'

/**
 * Stands in for `markdown-to-jsx/react` (aliased in vite.config.ts): RJSF core imports it for
 * `ui:enableMarkdownInDescription`, which no form of ours uses, and it weighs ~25 KB gzip on every form page.
 * Descriptions are shown as plain text; check:schemas rejects the option.
 */
export function Markdown({ children }: { children?: ReactNode }) {
  return <span>{children}</span>
}
