import { Box } from '@chakra-ui/react'
import { AnchorBar } from '../components/services/anchor-bar.tsx'
import { ServiceSection } from '../components/services/service-section.tsx'
import { RouteButton, WhatsAppButton } from '../components/site/action-buttons.tsx'
import { ClosingBand } from '../components/site/closing-band.tsx'
import { PageHero } from '../components/site/page-hero.tsx'
import { Seo } from '../components/site/seo.tsx'
import { sitePages } from '../content/pages.ts'
import { services, servicesPage } from '../content/services.ts'
import { whatsappMessages, whatsappUrl } from '../content/whatsapp.ts'

const { hero, closing } = servicesPage

export default function ServicesPage() {
  return (
    <>
      <Seo page={sitePages.services} />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} text={hero.text}>
        <Box mt={8}>
          <RouteButton to={hero.cta.to} label={hero.cta.label} />
        </Box>
      </PageHero>
      <AnchorBar />
      {services.map((service, index) => (
        <ServiceSection key={service.id} service={service} index={index} />
      ))}
      <ClosingBand title={closing.title} text={closing.text}>
        <RouteButton to={closing.contact.to} label={closing.contact.label} />
        <WhatsAppButton href={whatsappUrl(whatsappMessages.servicesHelp)} label={closing.whatsappLabel} />
      </ClosingBand>
    </>
  )
}
