import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { chromium } from '@playwright/test'
import { clients } from '../../src/content/home.ts'
import { services } from '../../src/content/services.ts'
import { team } from '../../src/content/team.ts'
import { chromiumLaunch } from '../chromium.ts'
import { rootDir } from '../forms/load-forms.ts'
import { clientLogo, favicon, illustration, portrait } from './assets/drawings.ts'
import { ogHtml, presentationHtml } from './assets/presentation-html.ts'

/** No network: the site ships these files from its own origin. Names come from the content modules, so none is left broken. */
const publicDir = join(rootDir, 'src/public')
const write = (path: string, data: string | Buffer) => {
  const file = join(publicDir, path)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, data)
  console.log(`  ${path} (${(Buffer.byteLength(data) / 1024).toFixed(1)} KB)`)
}

const fileOf = (src: string) => src.replace(/^\//, '')

for (const c of clients) write(fileOf(c.logo.src), clientLogo(c.logo.src.split('/').pop()!.replace('.svg', ''), c.name))
for (const m of team) write(fileOf(m.image.src), portrait(m.image.src.split('/').pop()!.replace('.svg', ''), m.name))
for (const s of services) write(fileOf(s.image.src), illustration(s.id, s.image.alt))
write('favicon.svg', favicon)

const browser = await chromium.launch(chromiumLaunch)
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
  await page.setContent(ogHtml())
  write('og-image.jpg', await page.screenshot({ type: 'jpeg', quality: 85 }))
  await page.setContent(presentationHtml())
  write('excellis-apresentacao.pdf', await page.pdf({ landscape: true, format: 'A4', printBackground: true, preferCSSPageSize: true }))
} finally {
  await browser.close()
}
