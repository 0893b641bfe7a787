import { PillarsSection } from '../components/about/pillars-section.tsx'
import { TeamSection } from '../components/about/team-section.tsx'
import { WhoWeAre } from '../components/about/who-we-are.tsx'
import { RouteButton } from '../components/site/action-buttons.tsx'
import { ClosingBand } from '../components/site/closing-band.tsx'
import { PageHero } from '../components/site/page-hero.tsx'
import { Seo } from '../components/site/seo.tsx'
import { aboutPage } from '../content/about.ts'
import { sitePages } from '../content/pages.ts'

const { hero, closing } = aboutPage

export default function AboutPage() {
  return (
    <>
      <Seo page={sitePages.about} />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} text={hero.text} />
      <WhoWeAre />
      <PillarsSection />
      <TeamSection />
      <ClosingBand title={closing.title} text={closing.text}>
        <RouteButton to={closing.services.to} label={closing.services.label} />
        <RouteButton to={closing.contact.to} label={closing.contact.label} variant="outline-light" />
      </ClosingBand>
    </>
  )
}
