import { AboutBlock } from '../components/home/about-block.tsx'
import { ClientsStrip } from '../components/home/clients-strip.tsx'
import { ClosingCta } from '../components/home/closing-cta.tsx'
import { HeroSection } from '../components/home/hero-section.tsx'
import { ServicesGrid } from '../components/home/services-grid.tsx'
import { TestimonialsSection } from '../components/home/testimonials-section.tsx'
import { Seo } from '../components/site/seo.tsx'
import { sitePages } from '../content/pages.ts'

export default function HomePage() {
  return (
    <>
      <Seo page={sitePages.home} />
      <HeroSection />
      <ServicesGrid />
      <AboutBlock />
      <TestimonialsSection />
      <ClientsStrip />
      <ClosingCta />
    </>
  )
}
