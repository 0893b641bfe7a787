import { createHash } from 'node:crypto'
import { SCRIPT_URL as TURNSTILE_SCRIPT } from '@marsidev/react-turnstile'

/**
 * The site's Content-Security-Policy, written as a `<meta>` into every static HTML file (static hosting sends no
 * header of ours; decision 152). Scripts run only from the site's own files and the inline scripts the build wrote,
 * each allowed by its hash, so an injected `<script>` or `onerror=` never runs; requests go only to the site, its
 * backend and GitHub's API, so nothing (the editor's GitHub token included) can be sent elsewhere.
 */
export interface PolicySources {
  /** The backend supabase-js calls (VITE_SUPABASE_URL) and the editor's GitHub API. */
  connect: string[]
  /** The build has a Turnstile site key: the staff files may load Cloudflare's widget (decision 220). */
  robotCheck?: boolean
}

/** `'sha256-…'` of each inline script's text, as the browser hashes it. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`,
  )
  return [...new Set(hashes)]
}

const origin = (url: string) => new URL(url).origin

/** What one file's policy allows beyond the site's: only the editor's compiles code (decision 172). */
export interface PageAllowance {
  unsafeEval?: boolean
  /** A staff page, whose sign-in shows the robot check when the build has its key; never a public page. */
  staff?: boolean
}

export function contentSecurityPolicy(html: string, sources: PolicySources, allow: PageAllowance = {}): string {
  const connect = [...new Set(sources.connect.filter(Boolean).map(origin))]
  // Turnstile's script and its challenge's frame, both from Cloudflare's origin (its documented policy).
  const robotCheck = allow.staff && sources.robotCheck ? [origin(TURNSTILE_SCRIPT)] : []
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'unsafe-eval' in the editor's file only: its ajv compiles the schema being edited with new Function (decision
    // 105); an injected script still needs inline code or a file of ours to run, which the hashes and 'self' refuse.
    'script-src': ["'self'", ...inlineScriptHashes(html), ...(allow.unsafeEval ? ["'unsafe-eval'"] : []), ...robotCheck],
    // Chakra (emotion) writes its styles into <style> tags at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...connect],
    'frame-src': robotCheck.length ? robotCheck : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

/** The policy's `<meta>` first in `<head>`, before any script it governs. */
export function withPolicy(html: string, sources: PolicySources, allow: PageAllowance = {}): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(html, sources, allow)}">`
  return html.replace(/<head>/, () => `<head>${meta}`)
}
