import { Octokit } from '@octokit/rest'
import { createAppAuth } from '@octokit/auth-app'
import { readEnv, runtimeEnv, type EnvSource } from '../platform/environment.ts'
import { formFilesOf, PROJECT_PATHS, type FormTexts } from '../form-core/index.ts'

/**
 * The agency's GitHub, as the editor's review needs it (decision 181): one Octokit client authenticated as the
 * agency's GitHub App installation (short-lived tokens, commits by the app) or with a fine-grained token, and the
 * reads and writes of one questionnaire's review on its own branch, `editor/<form id>`. Only the function holds the
 * credential; the browser never sees it.
 */

export interface EditorGithubSettings {
  owner: string
  repo: string
  apiUrl: string
  auth: { token: string } | { appId: string; privateKey: string; installationId: string }
}

/** The settings (environment.ts), or undefined when the review is not configured: the routes then say so. */
export function editorGithubSettings(source: EnvSource = runtimeEnv): EditorGithubSettings | undefined {
  const env = readEnv(
    [
      'EDITOR_GITHUB_REPO',
      'EDITOR_GITHUB_API_URL',
      'EDITOR_GITHUB_TOKEN',
      'EDITOR_GITHUB_APP_ID',
      'EDITOR_GITHUB_APP_PRIVATE_KEY',
      'EDITOR_GITHUB_APP_INSTALLATION_ID',
    ],
    source,
  )
  if (!env.EDITOR_GITHUB_REPO) return undefined
  const [owner, repo] = env.EDITOR_GITHUB_REPO.split('/')
  const app = env.EDITOR_GITHUB_APP_ID && env.EDITOR_GITHUB_APP_PRIVATE_KEY && env.EDITOR_GITHUB_APP_INSTALLATION_ID
  const auth = app
    ? {
        appId: env.EDITOR_GITHUB_APP_ID ?? '',
        // A secret pasted on one line keeps its line breaks as "\n".
        privateKey: (env.EDITOR_GITHUB_APP_PRIVATE_KEY ?? '').replaceAll('\\n', '\n'),
        installationId: env.EDITOR_GITHUB_APP_INSTALLATION_ID ?? '',
      }
    : env.EDITOR_GITHUB_TOKEN
      ? { token: env.EDITOR_GITHUB_TOKEN }
      : undefined
  return auth && { owner, repo, apiUrl: env.EDITOR_GITHUB_API_URL.replace(/\/+$/, ''), auth }
}

export const githubClient = (settings: EditorGithubSettings): Octokit =>
  'token' in settings.auth
    ? new Octokit({ auth: settings.auth.token, baseUrl: settings.apiUrl })
    : new Octokit({ authStrategy: createAppAuth, auth: settings.auth, baseUrl: settings.apiUrl })

/** What the checks read beside the sent pair: every questionnaire on the default branch and its lock. */
export interface ProjectFiles {
  forms: Record<string, FormTexts>
  lock: string | undefined
}

/** A questionnaire's review as GitHub has it: the newest pull request of its branch. */
export interface ReviewPull {
  number: number
  url: string
  state: 'open' | 'merged' | 'closed'
  /** The commit whose files a merged review published. */
  head: string
  /** When it was opened, and when it was merged or closed (ISO 8601). */
  openedAt: string
  closedAt?: string
  /** The review's text: who sent it and what changed (editor-review.ts writes it). */
  body: string
}

/** What the repository's checks say about a commit: GitHub's check runs and commit statuses together. */
export interface CommitChecks {
  state: 'passed' | 'pending' | 'failed' | 'none'
  /** The names of the checks that failed. */
  failed: string[]
}

/** GitHub refused a merge: the review is not mergeable (a conflict, a branch rule), said in its own words. */
export class NotMergeable extends Error {}

type PullJson = {
  number: number
  html_url: string
  state: string
  merged_at: string | null
  closed_at: string | null
  created_at: string
  body: string | null
  head: { ref: string; sha: string }
}

const pullOf = (pull: PullJson): ReviewPull => ({
  number: pull.number,
  url: pull.html_url,
  state: pull.state === 'open' ? 'open' : pull.merged_at ? 'merged' : 'closed',
  head: pull.head.sha,
  openedAt: pull.created_at,
  closedAt: pull.merged_at ?? pull.closed_at ?? undefined,
  body: pull.body ?? '',
})

const OK_CONCLUSIONS = new Set(['success', 'neutral', 'skipped'])

const status = (error: unknown) => (error as { status?: number }).status

/** Someone else wrote the review's branch between this send's reads and its write: nothing of theirs was moved. */
export class BranchMoved extends Error {
  constructor() {
    super('o ramo da revisão mudou durante o envio')
  }
}

export const reviewBranch = (formId: string) => `editor/${formId}`

/** The repository's reads and writes the review routes use, through Octokit. */
export function editorRepository(settings: EditorGithubSettings, octokit = githubClient(settings)) {
  const at = { owner: settings.owner, repo: settings.repo }

  /** A file's text at `ref`, or null when it is not there. */
  async function text(path: string, ref: string): Promise<string | null> {
    try {
      const { data } = await octokit.rest.repos.getContent({ ...at, path, ref, mediaType: { format: 'raw' } })
      return data as unknown as string
    } catch (error) {
      if (status(error) === 404) return null
      throw error
    }
  }

  async function names(dir: string, ref: string): Promise<string[]> {
    const { data } = await octokit.rest.repos.getContent({ ...at, path: dir, ref })
    return Array.isArray(data) ? data.filter((e) => e.type === 'file' && e.name.endsWith('.json')).map((e) => e.name.slice(0, -5)) : []
  }

  return {
    defaultBranch: async () => (await octokit.rest.repos.get(at)).data.default_branch,
    text,

    /** Every questionnaire's two texts and the published lock at `ref`, read at once. */
    async project(ref: string): Promise<ProjectFiles> {
      const ids = await names(PROJECT_PATHS.schemas, ref)
      const pairs = await Promise.all(
        ids.map(async (id) => {
          const files = formFilesOf(id)
          const [schema, uiSchema] = await Promise.all([text(files.schema, ref), text(files.uiSchema, ref)])
          return [id, { schema: schema ?? '', uiSchema: uiSchema ?? '' }] as const
        }),
      )
      return { forms: Object.fromEntries(pairs), lock: (await text(PROJECT_PATHS.publishedLock, ref)) ?? undefined }
    },

    /** The newest review of a questionnaire, open or not. */
    async pull(formId: string, state: 'open' | 'all'): Promise<ReviewPull | undefined> {
      const { data } = await octokit.rest.pulls.list({
        ...at,
        state,
        head: `${settings.owner}:${reviewBranch(formId)}`,
        sort: 'created',
        direction: 'desc',
        per_page: 1,
      })
      return data[0] && pullOf(data[0])
    },

    /** Each questionnaire's newest review, by form id: one call, the newest 100 pull requests of the repository. */
    async reviews(): Promise<Map<string, ReviewPull>> {
      const { data } = await octokit.rest.pulls.list({ ...at, state: 'all', sort: 'created', direction: 'desc', per_page: 100 })
      const newest = new Map<string, ReviewPull>()
      for (const pull of data) {
        const formId = pull.head.ref.startsWith(reviewBranch('')) ? pull.head.ref.slice(reviewBranch('').length) : ''
        if (formId && !newest.has(formId)) newest.set(formId, pullOf(pull))
      }
      return newest
    },

    /** The checks on a commit: check runs (GitHub Actions) and commit statuses (other services), two calls. */
    async checks(sha: string): Promise<CommitChecks> {
      const [runs, statuses] = await Promise.all([
        octokit.rest.checks.listForRef({ ...at, ref: sha, per_page: 100 }),
        octokit.rest.repos.getCombinedStatusForRef({ ...at, ref: sha }),
      ])
      const checks = [
        ...runs.data.check_runs.map((r) => ({
          name: r.name,
          done: r.status === 'completed',
          ok: r.status === 'completed' && OK_CONCLUSIONS.has(r.conclusion ?? ''),
        })),
        ...statuses.data.statuses.map((s) => ({ name: s.context, done: s.state !== 'pending', ok: s.state === 'success' })),
      ]
      const failed = checks.filter((c) => c.done && !c.ok).map((c) => c.name)
      const state = !checks.length ? 'none' : failed.length ? 'failed' : checks.every((c) => c.ok) ? 'passed' : 'pending'
      return { state, failed }
    },

    /**
     * Merges the review at the head that was reviewed (GitHub answers 409 if the branch moved since: BranchMoved); a
     * review GitHub will not merge (405: a conflict, a branch rule) is NotMergeable with GitHub's reason.
     */
    async merge(number: number, sha: string, title: string): Promise<void> {
      try {
        await octokit.rest.pulls.merge({ ...at, pull_number: number, sha, commit_title: title, merge_method: 'merge' })
      } catch (error) {
        if (status(error) === 409) throw new BranchMoved()
        if (status(error) === 405 || status(error) === 422) throw new NotMergeable((error as Error).message)
        throw error
      }
    },

    /** Closes the review unmerged, after a comment the sender reads in the editor. */
    async close(number: number, comment: string): Promise<void> {
      await octokit.rest.issues.createComment({ ...at, issue_number: number, body: comment })
      await octokit.rest.pulls.update({ ...at, pull_number: number, state: 'closed' })
    },

    /** The review's newest comment (a refusal's reason), or undefined. */
    async lastComment(number: number): Promise<string | undefined> {
      const { data } = await octokit.rest.issues.listComments({ ...at, issue_number: number, per_page: 100 })
      return data.at(-1)?.body ?? undefined
    },

    /** A branch's head commit, or null when the branch is not there. */
    async head(branch: string): Promise<string | null> {
      try {
        return (await octokit.rest.git.getRef({ ...at, ref: `heads/${branch}` })).data.object.sha
      } catch (error) {
        if (status(error) === 404) return null
        throw error
      }
    },

    /** One commit with `files` over the first parent's tree; a second parent only carries history (see moveBranch). */
    async commit(parents: string[], files: { path: string; content: string }[], message: string): Promise<string> {
      const base = (await octokit.rest.git.getCommit({ ...at, commit_sha: parents[0] })).data.tree.sha
      const tree = await octokit.rest.git.createTree({
        ...at,
        base_tree: base,
        tree: files.map(({ path, content }) => ({ path, content, mode: '100644' as const, type: 'blob' as const })),
      })
      const commit = await octokit.rest.git.createCommit({ ...at, message, tree: tree.data.sha, parents })
      return commit.data.sha
    },

    /**
     * The review's branch at `sha`, never forced (issue 42): created when `from` is null, else moved forward from
     * `from`, which `sha` must descend from. GitHub refuses both when someone else got there first (an existing
     * branch, a move that is not forward): that is a BranchMoved, and their work stays.
     */
    async moveBranch(formId: string, sha: string, from: string | null): Promise<void> {
      const ref = `heads/${reviewBranch(formId)}`
      try {
        if (from === null) await octokit.rest.git.createRef({ ...at, ref: `refs/${ref}`, sha })
        else await octokit.rest.git.updateRef({ ...at, ref, sha, force: false })
      } catch (error) {
        if (status(error) === 422) throw new BranchMoved()
        throw error
      }
    },

    /** A review already open for the branch (someone else's, opened meanwhile) is a BranchMoved too. */
    async openPull(formId: string, base: string, title: string, body: string): Promise<ReviewPull> {
      try {
        const { data } = await octokit.rest.pulls.create({ ...at, title, body, head: reviewBranch(formId), base })
        return pullOf(data)
      } catch (error) {
        if (status(error) === 422 && /already exists/i.test((error as Error).message)) throw new BranchMoved()
        throw error
      }
    },
  }
}

export type EditorRepository = ReturnType<typeof editorRepository>
