import { Box, Text } from '@chakra-ui/react'
import { contact } from '../../content/contact.ts'
import { contactPage } from '../../content/contact-page.ts'
import { SiteIcon } from '../icons/site-icon.tsx'
import { brand } from '../site/brand.ts'

// A drawn street grid instead of an embedded map: no third-party request, works offline, costs no script.
const streets = 'linear-gradient(90deg, rgba(148,163,184,0.25) 2px, transparent 2px), linear-gradient(rgba(148,163,184,0.25) 2px, transparent 2px)'

export function MapPlaceholder() {
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
      <Box position="absolute" inset={0} display="flex" flexDirection="column" alignItems="center" justifyContent="center" gap={2} textAlign="center" px={4}>
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
