import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { EDITOR_PATH, WORKSPACE_PATH } from '#form-core'
import { rootDir } from '../../scripts/forms/load-forms.ts'

/**
 * The staff pages' routes live in form-core's staff-routes.ts (decision 162): code names them by WORKSPACE_PATH and
 * EDITOR_PATH, never as a string of its own, so moving a page is one edit. A route a function registers on its Hono
 * app (`app.post('/editor/review')`) is a path under that function, not the page, and comments may say the address.
 */
const HOME = 'supabase/functions/_shared/form-core/staff-routes.ts'
const CODE = ['src', 'scripts', 'supabase/functions']
const LITERAL = new RegExp(`['"\`](?:${[WORKSPACE_PATH, EDITOR_PATH].join('|')})(?=['"\`/?#$])`)
const COMMENT = /^\s*(?:\*|\/\/|\/\*)/
const FUNCTION_ROUTE = /\bapp\.(?:get|post|put|patch|delete|all|on)\(/

const codeFiles = CODE.flatMap((dir) =>
  readdirSync(join(rootDir, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(?:ts|tsx)$/.test(file) && !file.includes('node_modules'))
    .map((file) => join(dir, file)),
)

export const routeLiterals = (text: string): number[] =>
  text.split('\n').flatMap((line, i) => (LITERAL.test(line) && !COMMENT.test(line) && !FUNCTION_ROUTE.test(line) ? [i + 1] : []))

describe("the staff pages' routes", () => {
  it('are written once, in staff-routes.ts: no other code spells "/painel" or "/editor"', () => {
    const found = codeFiles
      .filter((file) => relative(rootDir, join(rootDir, file)) !== HOME)
      .flatMap((file) => routeLiterals(readFileSync(join(rootDir, file), 'utf8')).map((line) => `${file}:${line}`))
    expect(found).toEqual([])
    expect(codeFiles).toContain(HOME)
  })

  it('the check finds a literal where one is written, and not in comments or function routes', () => {
    expect(routeLiterals(`<RouterLink to="/editor">Voltar</RouterLink>\nnavigate('/painel/leads')\nconst a = \`/painel?x\``)).toEqual([
      1, 2, 3,
    ])
    expect(routeLiterals(` * \`/painel/titular\`: a page\napp.post('/editor/review', h)\nconst e = '/editorial'`)).toEqual([])
  })
})
