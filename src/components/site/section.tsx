import { Box, Container, Heading, Text, type BoxProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { brand } from '../../lib/brand.ts'

type Tone = 'light' | 'muted' | 'dark'

const tones: Record<Tone, BoxProps> = {
  light: { bg: 'white', color: 'gray.900' },
  muted: { bg: 'gray.50', color: 'gray.900' },
  dark: { bg: brand.ink, color: 'white' },
}

export function Section({ tone = 'light', children, ...props }: { tone?: Tone; children: ReactNode } & BoxProps) {
  return (
    <Box as="section" py={{ base: 14, md: 20 }} {...tones[tone]} {...props}>
      <Container maxW="6xl" px={{ base: 4, md: 6 }}>
        {children}
      </Container>
    </Box>
  )
}

interface HeadingProps {
  eyebrow?: string
  title: string
  text?: string
  dark?: boolean
  align?: 'center' | 'start'
  id?: string
}

export function SectionHeading({ eyebrow, title, text, dark = false, align = 'center', id }: HeadingProps) {
  return (
    <Box textAlign={align} maxW="3xl" mx={align === 'center' ? 'auto' : undefined} mb={{ base: 8, md: 12 }}>
      {eyebrow && (
        <Text
          textTransform="uppercase"
          letterSpacing="wider"
          fontSize="sm"
          fontWeight="semibold"
          mb={3}
          color={dark ? brand.accentOnDark : brand.accent}
        >
          {eyebrow}
        </Text>
      )}
      <Heading as="h2" id={id} size={{ base: '2xl', md: '3xl' }} lineHeight="1.2">
        {title}
      </Heading>
      {text && (
        <Text mt={4} fontSize={{ base: 'md', md: 'lg' }} color={dark ? brand.mutedOnDark : brand.muted}>
          {text}
        </Text>
      )}
    </Box>
  )
}
