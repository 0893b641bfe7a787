import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'smol-toml'
import { expect, it } from 'vitest'
import { LOCAL_PORTS, PROJECT_PATHS } from '#form-core'
import { rootDir } from '../../scripts/forms/load-forms.ts'

// TOML imports nothing: the Supabase CLI's copy of the local ports is held equal to form-core's here.
it("supabase/config.toml names the local backend's and the dev site's ports of LOCAL_PORTS", () => {
  const config = parse(readFileSync(join(rootDir, PROJECT_PATHS.supabaseConfig), 'utf8')) as {
    api: { port: number }
    auth: { site_url: string }
  }
  expect(config.api.port).toBe(LOCAL_PORTS.backend)
  expect(new URL(config.auth.site_url).port).toBe(String(LOCAL_PORTS.site))
})
