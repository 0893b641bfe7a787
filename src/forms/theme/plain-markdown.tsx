import type { ReactNode } from 'react'

// Stands in for `markdown-to-jsx/react` (vite.config.ts alias): ~25 KB gzip for an option no form uses (check:schemas rejects it).
export function Markdown({ children }: { children?: ReactNode }) {
  return <span>{children}</span>
}
