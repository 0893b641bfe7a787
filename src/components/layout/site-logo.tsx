import { Box, Link } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router-dom'
import { company } from '../../content/company.ts'
import { layoutTexts } from '../../content/navigation.ts'
import { brand } from '../../lib/brand.ts'

/** The wordmark: the name plus an accent dot, drawn in text so it costs no request. */
export function SiteLogo({ onClick }: { onClick?: () => void }) {
  return (
    <Link
      asChild
      gap="0"
      color="white"
      fontWeight="extrabold"
      fontSize={{ base: 'xl', md: '2xl' }}
      letterSpacing="tight"
      _hover={{ textDecoration: 'none' }}
    >
      <RouterLink to="/" aria-label={layoutTexts.homeAria} onClick={onClick}>
        <span>{company.name}</span>
        <Box as="span" color={brand.accentOnDark} aria-hidden="true">
          .
        </Box>
      </RouterLink>
    </Link>
  )
}
