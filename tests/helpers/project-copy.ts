import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { PROJECT_PATHS } from '#form-core'
import { rootDir } from '../../scripts/forms/load-forms.ts'

type ProjectPart = keyof typeof PROJECT_PATHS

/** A temporary copy of the project's files a test edits or a CLI writes, so the real project is never touched. */
export function copyProject(prefix: string, parts: ProjectPart[] = ['schemas', 'uiSchemas']): string {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  for (const part of parts) cpSync(join(rootDir, PROJECT_PATHS[part]), join(dir, PROJECT_PATHS[part]), { recursive: true })
  return dir
}

/** What check:schemas reads: the questionnaires, the migrations, the published lock and the audit checklist. */
export const CHECKED_PARTS: ProjectPart[] = ['schemas', 'uiSchemas', 'migrations', 'publishedLock', 'auditChecklist']

/**
 * The whole working tree as a developer has it (tracked and new files, nothing git ignores), in `<work>/project` and
 * committed in a fresh repository, so a spec reads what it changed with git. `edit` runs before that commit (a change
 * that belongs to the base). The e2e specs that deploy or serve a project of their own start from it.
 */
export function copyWorkingTree(prefix: string, edit: (project: string) => void = () => {}): { work: string; project: string } {
  const work = mkdtempSync(join(tmpdir(), `excellis-${prefix}-`))
  const project = join(work, 'project')
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: rootDir, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean)
  // A worktree may hold node_modules as a symlink, which `node_modules/` in .gitignore does not match; a file deleted in
  // the working tree but not yet committed is listed and skipped.
  for (const file of files.filter((f) => f !== 'node_modules' && existsSync(join(rootDir, f)))) {
    mkdirSync(dirname(join(project, file)), { recursive: true })
    cpSync(join(rootDir, file), join(project, file))
  }
  // Each package linked, not the folder: Vite keeps its dependency cache in node_modules/.vite, and the run's own dev
  // server must not see a copy's server rewrite it.
  mkdirSync(join(project, 'node_modules'))
  for (const entry of readdirSync(join(rootDir, 'node_modules')).filter((e) => !e.startsWith('.vite'))) {
    symlinkSync(join(rootDir, 'node_modules', entry), join(project, 'node_modules', entry))
  }
  edit(project)
  const git = (...args: string[]) => execFileSync('git', args, { cwd: project, stdio: 'ignore' })
  git('init', '-q')
  git('add', '-A')
  git('-c', 'user.name=Teste', '-c', 'user.email=teste@example.com', 'commit', '-q', '-m', 'base')
  return { work, project }
}
