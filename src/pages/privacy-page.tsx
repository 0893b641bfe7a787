import { LegalDocument } from '../components/legal/legal-document.tsx'
import { PersonalDataList } from '../components/legal/personal-data-list.tsx'
import { Seo } from '../components/site/seo.tsx'
import { privacyPolicy } from '../content/privacy.ts'
import { sitePages } from '../content/pages.ts'

export default function PrivacyPage() {
  return (
    <>
      <Seo page={sitePages.privacy} />
      <LegalDocument doc={privacyPolicy} generated={{ 'personal-data': <PersonalDataList /> }} />
    </>
  )
}
