import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import { isEmail, type JsonObject } from '#form-core'
import { answeredSections } from '../forms/page/form-view.tsx'
import { EmailText } from './inbox-list.tsx'

/**
 * A lead's answers as its revision laid them out: sections, question titles and option labels of the revision it
 * was sent under (a renamed question reads with the title it had then). Every answer is text: React escapes it, so
 * HTML or a `javascript:` link in an answer is inert here, on screen and in print.
 */
export function Briefing({ schema, uiSchema, answers }: { schema: JsonObject; uiSchema: JsonObject; answers: JsonObject }) {
  const sections = answeredSections(schema, answers, uiSchema)
  if (sections.length === 0) return <Text>Este lead não tem respostas preenchidas.</Text>
  return (
    <Stack gap={4} className="painel-briefing">
      {sections.map((section, i) => (
        <Box as="section" key={i} borderWidth="1px" rounded="lg" p={{ base: 3, md: 5 }} className="painel-section">
          {section.title && (
            <Heading as="h2" size="lg" mb={3}>
              {section.title}
            </Heading>
          )}
          <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', md: 'minmax(12rem, 2fr) 3fr' }} columnGap={6} rowGap={2}>
            {section.answers.map((a, j) => (
              <Box key={j} display="contents">
                <Text as="dt" fontWeight="semibold" color="gray.800">
                  {[...a.groups, a.label].join(' › ')}
                </Text>
                <Text as="dd" whiteSpace="pre-wrap" overflowWrap="break-word" mb={{ base: 2, md: 0 }}>
                  {isEmail(a.value) ? <EmailText email={a.value} /> : a.value}
                </Text>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  )
}
