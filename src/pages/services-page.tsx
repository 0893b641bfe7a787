import { Box, Container, Flex, Heading, HStack, Image, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { SiteIcon } from '../components/icons/site-icon.tsx'
import { Reveal } from '../components/motion/reveal.tsx'
import { RouteButton, WhatsAppButton } from '../components/site/action-buttons.tsx'
import { brand, headerHeight, touchTarget } from '../lib/brand.ts'
import { ClosingBand } from '../components/site/closing-band.tsx'
import { PageHero } from '../components/site/page-hero.tsx'
import { Section } from '../components/site/section.tsx'
import { Seo } from '../components/site/seo.tsx'
import { sitePages } from '../content/pages.ts'
import { services, servicesPage } from '../content/services.ts'
import type { Service } from '../content/content-shapes.ts'
import { whatsappMessages, whatsappUrl } from '../content/whatsapp.ts'
import { briefingsServing } from '../content/service-index.ts'

/** True while a row that scrolls sideways has more to show on the right (the cue of the anchor bar). */
function useMoreToTheRight(row: RefObject<HTMLElement | null>): boolean {
  const [more, setMore] = useState(false)
  useEffect(() => {
    const el = row.current
    if (!el) return
    const update = () => setMore(el.scrollLeft + el.clientWidth < el.scrollWidth - 4)
    update()
    el.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      el.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [row])
  return more
}

function AnchorBar() {
  const row = useRef<HTMLDivElement>(null)
  const more = useMoreToTheRight(row)
  return (
    <Box
      position="sticky"
      top={headerHeight}
      zIndex="docked"
      bg="white"
      borderBottomWidth="1px"
      borderColor="gray.200"
      boxShadow="sm"
      data-testid="anchor-bar"
    >
      <Container maxW="6xl" px={{ base: 0, md: 6 }} position="relative">
        <HStack
          ref={row}
          as="nav"
          aria-label={servicesPage.anchorBarLabel}
          gap={1}
          overflowX="auto"
          py={2}
          px={{ base: 4, md: 0 }}
          css={{ scrollbarWidth: 'none' }}
        >
          {services.map((s) => (
            <Link
              key={s.id}
              asChild
              flexShrink={0}
              px={3}
              py={2}
              rounded="md"
              fontSize="sm"
              fontWeight="semibold"
              color="gray.700"
              _hover={{ bg: 'orange.50', color: brand.accent, textDecoration: 'none' }}
              css={touchTarget}
            >
              <RouterLink to={`#${s.id}`}>{s.title}</RouterLink>
            </Link>
          ))}
        </HStack>
        {/* The row is cut on a phone: a fade and an arrow say it goes on (issue 25). */}
        {more && (
          <Flex
            aria-hidden="true"
            data-testid="anchor-bar-more"
            position="absolute"
            insetY={0}
            right={0}
            w={14}
            align="center"
            justify="flex-end"
            pr={2}
            pointerEvents="none"
            color={brand.accent}
            bgImage="linear-gradient(to right, rgba(255, 255, 255, 0), white 55%)"
          >
            <SiteIcon name="arrow-right" boxSize={4} />
          </Flex>
        )}
      </Container>
    </Box>
  )
}

const anchorOffset = { base: `calc(${headerHeight.base} + 60px)`, md: `calc(${headerHeight.md} + 60px)` }

/** Every briefing that serves the service (issue 43: the landing page's was missing under "Sites e Landing Pages"). */
function ServiceBriefings({ service }: { service: Service }) {
  const briefings = briefingsServing(service.id)
  return (
    <Stack as="nav" aria-label={`${servicesPage.briefingsHeading}: ${service.title}`} gap={3}>
      <Text fontWeight="semibold" color="gray.700">
        {servicesPage.briefingsHeading}
      </Text>
      <Flex wrap="wrap" gap={3}>
        {briefings.map((briefing) => (
          // A briefing's title can be longer than a phone is wide: it wraps.
          <RouteButton
            key={briefing.id}
            to={briefing.route}
            label={briefing.title}
            variant="outline-dark"
            icon="arrow-right"
            whiteSpace="normal"
            maxW="full"
            h="auto"
            minH="11"
            py="2.5"
            textAlign="start"
          />
        ))}
      </Flex>
    </Stack>
  )
}

function ServiceSection({ service, index }: { service: Service; index: number }) {
  const imageFirst = service.imagePosition === 'left'
  return (
    <Section
      id={service.id}
      tone={index % 2 === 0 ? 'light' : 'muted'}
      scrollMarginTop={anchorOffset}
      aria-labelledby={`${service.id}-titulo`}
    >
      <Reveal delay={200}>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: 8, lg: 16 }} alignItems="center">
          <Box order={{ base: 0, lg: imageFirst ? 0 : 1 }}>
            {/* The first picture is on screen on a phone (often its largest paint): fetched at once, the rest lazily. */}
            <Image
              src={service.image.src}
              alt={service.image.alt}
              htmlWidth={service.image.width}
              htmlHeight={service.image.height}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding="async"
              w="full"
              h="auto"
              rounded="2xl"
            />
          </Box>
          <Stack gap={5}>
            <Flex align="center" gap={3} color={brand.accent}>
              <SiteIcon name={service.icon} boxSize={7} />
              <Text fontWeight="semibold">{service.subtitle}</Text>
            </Flex>
            <Heading as="h2" id={`${service.id}-titulo`} size={{ base: '2xl', md: '3xl' }}>
              {service.title}
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color={brand.muted}>
              {service.description}
            </Text>
            <Heading as="h3" size="sm" textTransform="uppercase" letterSpacing="wider" color="gray.700">
              {servicesPage.featuresHeading}
            </Heading>
            <List.Root gap={3} listStyleType="none">
              {service.features.map((f) => (
                <List.Item key={f.title} display="flex" gap={3}>
                  <SiteIcon name="check" color={brand.whatsapp} mt="0.5" flexShrink={0} />
                  <Text>
                    <Text as="strong">{f.title}:</Text> {f.description}
                  </Text>
                </List.Item>
              ))}
            </List.Root>
            <Flex wrap="wrap" gap={3}>
              <WhatsAppButton href={service.ctaLink} label={service.ctaText} />
            </Flex>
            <ServiceBriefings service={service} />
          </Stack>
        </SimpleGrid>
      </Reveal>
    </Section>
  )
}

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
