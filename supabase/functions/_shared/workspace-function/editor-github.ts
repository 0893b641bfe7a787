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
}

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
      const pull = data[0]
      if (!pull) return undefined
      const state_ = pull.state === 'open' ? 'open' : pull.merged_at ? 'merged' : 'closed'
      return { number: pull.number, url: pull.html_url, state: state_, head: pull.head.sha }
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
        return { number: data.number, url: data.html_url, state: 'open', head: data.head.sha }
      } catch (error) {
        if (status(error) === 422 && /already exists/i.test((error as Error).message)) throw new BranchMoved()
        throw error
      }
    },
  }
}

export type EditorRepository = ReturnType<typeof editorRepository>
