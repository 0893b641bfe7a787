import { Box, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { briefingGuide, GUIDE_ANCHOR, isQuestion, type GuideStep } from '../../content/briefing-guide.ts'
import { FormCard } from '../../forms/cards/form-card.tsx'
import { getForm } from '../../forms/registry.ts'
import { brand, headerHeight } from '../../lib/brand.ts'
import { SiteIcon } from '../icons/site-icon.tsx'

/** Where the list of every briefing starts on /briefings: the guide's last link. */
export const ALL_BRIEFINGS_ANCHOR = 'todos-os-briefings'

const stepMargin = { base: `calc(${headerHeight.base} + 16px)`, md: `calc(${headerHeight.md} + 16px)` }

// Plain links to the steps' ids: the browser shows the step the address points at (:target), with or without
// JavaScript, and its back button walks back through the answers. No step targeted: the first question.
const showTargetedStep = {
  '& [data-guide-step]': { display: 'none' },
  '& [data-guide-step]:target': { display: 'block' },
  '&:not(:has([data-guide-step]:target)) [data-guide-first]': { display: 'block' },
}

function StepLink({ href, children, icon }: { href: string; children: string; icon?: 'arrow-right' }) {
  return (
    <Link
      href={href}
      display="flex"
      alignItems="center"
      justifyContent="space-between"
      gap={3}
      minH="12"
      px={4}
      py={3}
      rounded="lg"
      borderWidth="1px"
      borderColor="gray.300"
      bg="white"
      fontWeight="semibold"
      color="gray.800"
      textAlign="start"
      _hover={{ borderColor: brand.accent, color: brand.accent, textDecoration: 'none' }}
    >
      {children}
      {icon && <SiteIcon name={icon} flexShrink={0} />}
    </Link>
  )
}

function Step({ id, step }: { id: string; step: GuideStep }) {
  const first = id === briefingGuide.first
  return (
    <Box as="section" id={id} data-guide-step="" data-guide-first={first ? '' : undefined} scrollMarginTop={stepMargin}>
      {isQuestion(step) ? (
        <Stack gap={3}>
          <Heading as="h3" size="md">
            {step.question}
          </Heading>
          <Stack as="ul" listStyleType="none" gap={2}>
            {step.options.map((option) => (
              <li key={option.to}>
                <StepLink href={`#${option.to}`} icon="arrow-right">
                  {option.label}
                </StepLink>
              </li>
            ))}
          </Stack>
        </Stack>
      ) : (
        <Stack gap={4}>
          <Heading as="h3" size="md">
            {briefingGuide.adviceTitle}
          </Heading>
          <Text color="gray.700">{step.why}</Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            {step.briefings.map((briefing) => (
              <FormCard key={briefing} form={getForm(briefing)} compact />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      {!first && (
        <Stack direction={{ base: 'column', sm: 'row' }} gap={2} mt={5}>
          <StepLink href={`#${GUIDE_ANCHOR}`}>{briefingGuide.restart}</StepLink>
          <StepLink href={`#${ALL_BRIEFINGS_ANCHOR}`}>{briefingGuide.allBriefings}</StepLink>
        </Stack>
      )}
    </Box>
  )
}

/** "Qual briefing é o seu?" (issue 43): the steps of src/content/briefing-guide.ts as plain links, in the prerendered HTML. */
export function BriefingGuide() {
  return (
    <Box
      as="section"
      id={GUIDE_ANCHOR}
      aria-labelledby={`${GUIDE_ANCHOR}-titulo`}
      // The box's edge right under the fixed header, so its title lands just below it (its padding apart).
      scrollMarginTop={headerHeight}
      p={{ base: 5, md: 8 }}
      rounded="2xl"
      bg="orange.50"
      borderWidth="1px"
      borderColor="orange.200"
      css={showTargetedStep}
    >
      <Heading as="h2" id={`${GUIDE_ANCHOR}-titulo`} size="xl" mb={2}>
        {briefingGuide.title}
      </Heading>
      <Text color="gray.700" mb={5}>
        {briefingGuide.text}
      </Text>
      {Object.entries(briefingGuide.steps).map(([id, step]) => (
        <Step key={id} id={id} step={step} />
      ))}
    </Box>
  )
}
