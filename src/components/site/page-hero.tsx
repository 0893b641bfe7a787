import { Box, Container, Heading, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { brand, headerHeight } from '../../lib/brand.ts'

interface PageHeroProps {
  eyebrow: string
  title: string
  text: string
  children?: ReactNode
}

const pull = { base: `-${headerHeight.base}`, md: `-${headerHeight.md}` }
const pad = { base: `calc(${headerHeight.base} + 3.5rem)`, md: `calc(${headerHeight.md} + 5rem)` }

// Never hidden by a reveal animation: its heading is the page's largest paint and must show at once.
export function PageHero({ eyebrow, title, text, children }: PageHeroProps) {
  return (
    <Box as="section" mt={pull} pt={pad} pb={{ base: 14, md: 20 }} bg={brand.ink} bgImage={brand.heroGlow} color="white">
      <Container maxW="6xl" px={{ base: 4, md: 6 }}>
        <Box maxW="3xl">
          <Text textTransform="uppercase" letterSpacing="wider" fontSize="sm" fontWeight="semibold" color={brand.accentOnDark} mb={3}>
            {eyebrow}
          </Text>
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1" mb={5}>
            {title}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color={brand.mutedOnDark}>
            {text}
          </Text>
          {children}
        </Box>
      </Container>
    </Box>
  )
}
