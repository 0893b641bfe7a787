import { Box, Heading, Text } from '@chakra-ui/react'
import { contactPage } from '../../content/contact-page.ts'
import { RouteButton } from '../site/action-buttons.tsx'
import { brand } from '../site/brand.ts'

/** The spec's 'schedule a meeting' button had no target; it leads to the meeting form (decision 012). */
export function MeetingCard() {
  const { meeting } = contactPage
  return (
    <Box p={6} rounded="xl" bg={brand.ink} color="white">
      <Heading as="h2" size="lg" mb={2}>
        {meeting.title}
      </Heading>
      <Text color={brand.mutedOnDark} mb={5}>
        {meeting.text}
      </Text>
      <RouteButton to={meeting.button.to} label={meeting.button.label} icon="calendar" />
    </Box>
  )
}
