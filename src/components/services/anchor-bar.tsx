import { Box, Container, HStack, Link } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router-dom'
import { services, servicesPage } from '../../content/services.ts'
import { brand, headerHeight } from '../site/brand.ts'

export function AnchorBar() {
  return (
    <Box position="sticky" top={headerHeight} zIndex="docked" bg="white" borderBottomWidth="1px" borderColor="gray.200" boxShadow="sm" data-testid="anchor-bar">
      <Container maxW="6xl" px={{ base: 0, md: 6 }}>
        <HStack as="nav" aria-label={servicesPage.anchorBarLabel} gap={1} overflowX="auto" py={2} px={{ base: 4, md: 0 }} css={{ scrollbarWidth: 'none' }}>
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
            >
              <RouterLink to={`#${s.id}`}>{s.title}</RouterLink>
            </Link>
          ))}
        </HStack>
      </Container>
    </Box>
  )
}
