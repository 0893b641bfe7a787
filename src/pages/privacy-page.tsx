import { LegalDocument } from '../components/legal/legal-document.tsx'
import { Seo } from '../components/site/seo.tsx'
import { legalEyebrow } from '../content/legal.ts'
import { privacyPolicy } from '../content/privacy.ts'
import { pageSeo } from '../content/seo.ts'

export default function PrivacyPage() {
  return (
    <>
      <Seo page={pageSeo.privacy} />
      <LegalDocument doc={privacyPolicy} eyebrow={legalEyebrow} />
    </>
  )
}
