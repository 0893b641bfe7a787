import { Box, Container, Heading, Link, List, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { layoutTexts } from '../../content/navigation.ts'
import type { LegalDocument as Doc } from '../../content/content-shapes.ts'
import { Reveal } from '../motion/reveal.tsx'
import { brand } from '../../lib/brand.ts'
import { PageHero } from '../site/page-hero.tsx'

// UTC on both sides: a date-only ISO string parsed in local time can show the previous day west of Greenwich.
const formatter = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

export const formatDatePtBr = (isoDate: string): string => formatter.format(new Date(`${isoDate}T00:00:00Z`))

const ADDRESS = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/

/** A paragraph whose e-mail addresses open the visitor's mail app, as the spec's contact links do. */
function withMailLinks(text: string): ReactNode[] {
  return text.split(ADDRESS).map((part, i) =>
    i % 2 === 1 ? (
      <Link key={i} href={`mailto:${part}`} color={brand.accent} textDecoration="underline">
        {part}
      </Link>
    ) : (
      part
    ),
  )
}

export function LegalDocument({ doc, generated = {} }: { doc: Doc; generated?: Partial<Record<string, ReactNode>> }) {
  return (
    <>
      <PageHero eyebrow={layoutTexts.legalEyebrow} title={doc.title} text={doc.intro} />
      <Container as="article" maxW="3xl" px={{ base: 4, md: 6 }} py={{ base: 12, md: 16 }}>
        <Text color={brand.muted} mb={10} data-testid="last-updated">
          {layoutTexts.lastUpdated} <time dateTime={doc.lastUpdated}>{formatDatePtBr(doc.lastUpdated)}</time>
        </Text>
        <Reveal delay={200}>
          <Stack gap={10}>
            {doc.sections.map((section) => (
              <Box as="section" key={section.id} id={section.id} aria-labelledby={`${section.id}-titulo`}>
                <Heading as="h2" id={`${section.id}-titulo`} size="xl" mb={4}>
                  {section.title}
                </Heading>
                {section.paragraphs.map((p) => (
                  <Text key={p} color="gray.700" lineHeight="1.8" mb={3}>
                    {withMailLinks(p)}
                  </Text>
                ))}
                {section.generated && generated[section.generated]}
                {section.items && (
                  <List.Root ps={6} gap={2} color="gray.700" lineHeight="1.7">
                    {section.items.map((item) => (
                      <List.Item key={item}>{item}</List.Item>
                    ))}
                  </List.Root>
                )}
              </Box>
            ))}
          </Stack>
        </Reveal>
      </Container>
    </>
  )
}
