import { LegalDocument } from '../components/legal/legal-document.tsx'
import { Seo } from '../components/site/seo.tsx'
import { sitePages } from '../content/pages.ts'
import { termsOfUse } from '../content/terms.ts'

export default function TermsPage() {
  return (
    <>
      <Seo page={sitePages.terms} />
      <LegalDocument doc={termsOfUse} />
    </>
  )
}
