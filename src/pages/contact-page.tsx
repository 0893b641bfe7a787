import { Box, Flex, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react'
import { SiteIcon, type IconName } from '../components/icons/site-icon.tsx'
import { Reveal } from '../components/motion/reveal.tsx'
import { navHref } from '../components/layout/nav-links.tsx'
import { ExternalLink, RouteButton } from '../components/site/action-buttons.tsx'
import { brand } from '../lib/brand.ts'
import { ContactFormCard } from '../components/site/contact-form-card.tsx'
import { PageHero } from '../components/site/page-hero.tsx'
import { Section } from '../components/site/section.tsx'
import { Seo } from '../components/site/seo.tsx'
import { contactPage } from '../content/contact-page.ts'
import { contact } from '../content/contact.ts'
import { sitePages } from '../content/pages.ts'

const icons: Record<(typeof contactPage.channels)[number]['kind'], IconName> = {
  phone: 'whatsapp',
  email: 'mail',
  address: 'map-pin',
}

function ContactChannels() {
  return (
    <Stack as="ul" listStyleType="none" gap={4}>
      {contactPage.channels.map((channel) => (
        <Flex as="li" key={channel.kind} gap={4} p={5} rounded="xl" bg="white" borderWidth="1px" borderColor="gray.200" align="start">
          <Flex boxSize={11} flexShrink={0} rounded="lg" bg="orange.50" color={brand.accent} align="center" justify="center">
            <SiteIcon name={icons[channel.kind]} boxSize={5} />
          </Flex>
          <Box minW={0}>
            <Text fontWeight="semibold">{channel.label}</Text>
            {channel.href === null ? (
              <Text color={brand.muted}>{channel.value}</Text>
            ) : channel.external ? (
              <ExternalLink href={channel.href} color={brand.accent} fontWeight="medium" wordBreak="break-word">
                {channel.value}
              </ExternalLink>
            ) : (
              <Link href={channel.href} color={brand.accent} fontWeight="medium" wordBreak="break-word">
                {channel.value}
              </Link>
            )}
          </Box>
        </Flex>
      ))}
    </Stack>
  )
}

/** The meeting, then the briefings: the two next steps besides the form, each a card with one button. */
function NextStepCard({ step, dark }: { step: (typeof contactPage)['meeting' | 'briefings']; dark?: boolean }) {
  return (
    <Box p={6} rounded="xl" bg={dark ? brand.ink : 'white'} color={dark ? 'white' : undefined} borderWidth={dark ? 0 : '1px'}>
      <Heading as="h2" size="lg" mb={2}>
        {step.title}
      </Heading>
      <Text color={dark ? brand.mutedOnDark : brand.muted} mb={5}>
        {step.text}
      </Text>
      <RouteButton to={navHref(step.button)} label={step.button.label} icon={dark ? 'calendar' : 'arrow-right'} />
    </Box>
  )
}

// A drawn street grid instead of an embedded map: no third-party request, works offline, costs no script.
const streets =
  'linear-gradient(90deg, rgba(148,163,184,0.25) 2px, transparent 2px), linear-gradient(rgba(148,163,184,0.25) 2px, transparent 2px)'

function MapPlaceholder() {
  return (
    <Box
      role="img"
      aria-label={`${contactPage.mapLabel}: ${contact.address}`}
      position="relative"
      h={{ base: '240px', md: '300px' }}
      rounded="2xl"
      overflow="hidden"
      bg="gray.100"
      bgImage={streets}
      bgSize="48px 48px"
      borderWidth="1px"
      borderColor="gray.200"
    >
      <Box
        position="absolute"
        inset={0}
        display="flex"
        flexDirection="column"
        alignItems="center"
        justifyContent="center"
        gap={2}
        textAlign="center"
        px={4}
      >
        <SiteIcon name="map-pin" boxSize={10} color={brand.accent} />
        <Text fontWeight="bold" color="gray.800">
          {contactPage.mapLabel}
        </Text>
        <Text fontSize="sm" color="gray.700">
          {contact.address}
        </Text>
      </Box>
    </Box>
  )
}

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
              <NextStepCard step={contactPage.meeting} dark />
              <NextStepCard step={contactPage.briefings} />
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
