import { Box, Flex, Heading, Image, List, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { servicesPage } from '../../content/services.ts'
import type { Service } from '../../content/types.ts'
import { SiteIcon } from '../icons/site-icon.tsx'
import { Reveal } from '../motion/reveal.tsx'
import { WhatsAppButton } from '../site/action-buttons.tsx'
import { brand, headerHeight } from '../site/brand.ts'
import { Section } from '../site/section.tsx'

const anchorOffset = { base: `calc(${headerHeight.base} + 60px)`, md: `calc(${headerHeight.md} + 60px)` }

export function ServiceSection({ service, index }: { service: Service; index: number }) {
  const imageFirst = service.imagePosition === 'left'
  return (
    <Section id={service.id} tone={index % 2 === 0 ? 'light' : 'muted'} scrollMarginTop={anchorOffset} aria-labelledby={`${service.id}-titulo`}>
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
            <Box>
              <WhatsAppButton href={service.ctaLink} label={service.ctaText} />
            </Box>
          </Stack>
        </SimpleGrid>
      </Reveal>
    </Section>
  )
}
