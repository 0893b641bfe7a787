import { Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Reveal } from '../motion/reveal.tsx'
import { brand } from '../../lib/brand.ts'
import { Section } from './section.tsx'

export function ClosingBand({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Section tone="dark" bgImage={brand.heroGlow}>
      <Reveal delay={200}>
        <Stack gap={5} align="center" textAlign="center" maxW="2xl" mx="auto">
          <Heading as="h2" size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color={brand.mutedOnDark}>
            {text}
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap={3} w={{ base: 'full', sm: 'auto' }}>
            {children}
          </Stack>
        </Stack>
      </Reveal>
    </Section>
  )
}
