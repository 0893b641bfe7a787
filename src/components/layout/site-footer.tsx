import { Box, Container, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useSyncExternalStore } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { company } from '../../content/company.ts'
import { contact } from '../../content/contact.ts'
import { footerNav, footerServices, layoutTexts, type NavLink } from '../../content/navigation.ts'
import { whatsappMessages, whatsappUrl } from '../../content/whatsapp.ts'
import { SiteIcon } from '../icons/site-icon.tsx'
import { brand } from '../../lib/brand.ts'
import { ExternalLink } from '../site/action-buttons.tsx'
import { SiteLogo } from './site-logo.tsx'

declare const __BUILD_YEAR__: number

const never = () => () => {}

// Hydrates with the build's year (scripts/vite/static-site.ts) so a December build still hydrates cleanly in January.
function useCopyrightYear(): number {
  return useSyncExternalStore(
    never,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  )
}

function FooterColumn({ title, items, label }: { title: string; items: NavLink[]; label: string }) {
  return (
    <Stack as="nav" aria-label={label} gap={3}>
      <Heading as="h2" size="sm" color="white" textTransform="uppercase" letterSpacing="wider">
        {title}
      </Heading>
      {items.map((item) => (
        <Link key={item.to} asChild color="gray.300" fontSize="sm" minH="6" _hover={{ color: brand.accentOnDark }}>
          <RouterLink to={item.to}>{item.label}</RouterLink>
        </Link>
      ))}
    </Stack>
  )
}

export function SiteFooter() {
  const year = useCopyrightYear()
  return (
    // Room at the bottom for the floating WhatsApp button (56 px, 16–24 px from the edge): at the page's end it sat on
    // the ends of the last lines (issue 43).
    <Box as="footer" bg={brand.ink} color="gray.300" pt={{ base: 12, md: 16 }} pb={{ base: 24, md: 28 }}>
      <Container maxW="6xl" px={{ base: 4, md: 6 }}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={10}>
          <Stack gap={4}>
            <SiteLogo />
            <Text fontSize="sm">{company.footerTagline}</Text>
            <Text fontSize="sm" fontWeight="semibold" color="white">
              {company.tagline}
            </Text>
          </Stack>
          <FooterColumn title={layoutTexts.footerLinksTitle} items={footerNav} label={layoutTexts.footerNavLabel} />
          <FooterColumn title={layoutTexts.footerServicesTitle} items={footerServices} label={layoutTexts.footerServicesTitle} />
          <Stack gap={3} fontSize="sm">
            <Text as="h2" fontWeight="bold" color="white" textTransform="uppercase" letterSpacing="wider">
              {layoutTexts.footerContactTitle}
            </Text>
            <Link href={`mailto:${contact.email}`} color="gray.300" minH="6" _hover={{ color: brand.accentOnDark }}>
              <SiteIcon name="mail" boxSize={4} />
              {contact.email}
            </Link>
            <ExternalLink href={whatsappUrl(whatsappMessages.greeting)} color="gray.300" minH="6" _hover={{ color: brand.accentOnDark }}>
              <SiteIcon name="whatsapp" boxSize={4} />
              {contact.phoneDisplay}
            </ExternalLink>
            <Text display="flex" gap={2}>
              <SiteIcon name="map-pin" boxSize={4} flexShrink={0} mt="0.5" />
              {contact.address}
            </Text>
          </Stack>
        </SimpleGrid>
        <Text fontSize="sm" mt={12} pt={6} borderTopWidth="1px" borderColor="whiteAlpha.200">
          © {year} {company.name}. {layoutTexts.rights}
        </Text>
      </Container>
    </Box>
  )
}
