import { Grid, Stack } from '@chakra-ui/react'
import { ContactChannels, MeetingCard } from '../components/contact/contact-channels.tsx'
import { MapPlaceholder } from '../components/contact/map-placeholder.tsx'
import { Reveal } from '../components/motion/reveal.tsx'
import { ContactFormCard } from '../components/site/form-card.tsx'
import { PageHero } from '../components/site/page-hero.tsx'
import { Section } from '../components/site/section.tsx'
import { Seo } from '../components/site/seo.tsx'
import { contactPage } from '../content/contact-page.ts'
import { sitePages } from '../content/pages.ts'

const { hero } = contactPage

export default function ContactPage() {
  return (
    <>
      <Seo page={sitePages.contact} />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} text={hero.text} />
      <Section tone="muted">
        <Grid templateColumns={{ base: '1fr', lg: '5fr 7fr' }} gap={{ base: 8, lg: 12 }} alignItems="start">
          <Reveal delay={200}>
            <Stack gap={6}>
              <ContactChannels />
              <MeetingCard />
            </Stack>
          </Reveal>
          <ContactFormCard />
        </Grid>
        <Reveal delay={400}>
          <Stack mt={{ base: 10, md: 14 }}>
            <MapPlaceholder />
          </Stack>
        </Reveal>
      </Section>
    </>
  )
}
