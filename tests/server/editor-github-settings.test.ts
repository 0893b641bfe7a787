import { describe, expect, it } from 'vitest'
import { EnvError } from '#functions/platform/environment.ts'
import { editorGithubSettings } from '#functions/workspace-function/editor-github.ts'

/** The agency's GitHub credential as the workspace function reads it (environment.ts, decision 181). */
describe('editorGithubSettings', () => {
  it('is off without a repository or a credential: the send then says it is not configured', () => {
    expect(editorGithubSettings({})).toBeUndefined()
    expect(editorGithubSettings({ EDITOR_GITHUB_REPO: 'agencia/site' })).toBeUndefined()
  })

  it("prefers the App's installation to a token, and reads a key pasted on one line", () => {
    const app = editorGithubSettings({
      EDITOR_GITHUB_REPO: 'agencia/site',
      EDITOR_GITHUB_TOKEN: 'github_pat_x',
      EDITOR_GITHUB_APP_ID: '12',
      EDITOR_GITHUB_APP_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----',
      EDITOR_GITHUB_APP_INSTALLATION_ID: '34',
    })
    expect(app).toEqual({
      owner: 'agencia',
      repo: 'site',
      apiUrl: 'https://api.github.com',
      auth: { appId: '12', privateKey: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----', installationId: '34' },
    })
  })

  it('takes a fine-grained token and another API (GitHub Enterprise, a test fake); refuses a repository not `owner/name`', () => {
    expect(
      editorGithubSettings({
        EDITOR_GITHUB_REPO: 'agencia/site',
        EDITOR_GITHUB_TOKEN: 'github_pat_x',
        EDITOR_GITHUB_API_URL: 'http://127.0.0.1:9/',
      }),
    ).toMatchObject({ apiUrl: 'http://127.0.0.1:9', auth: { token: 'github_pat_x' } })
    expect(() => editorGithubSettings({ EDITOR_GITHUB_REPO: 'site', EDITOR_GITHUB_TOKEN: 'x' })).toThrow(EnvError)
  })
})
