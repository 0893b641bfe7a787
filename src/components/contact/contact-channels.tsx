import { Box, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react'
import { contactPage } from '../../content/contact-page.ts'
import { SiteIcon, type IconName } from '../icons/site-icon.tsx'
import { ExternalLink, RouteButton } from '../site/action-buttons.tsx'
import { brand } from '../site/brand.ts'

const icons: Record<(typeof contactPage.channels)[number]['kind'], IconName> = {
  phone: 'whatsapp',
  email: 'mail',
  address: 'map-pin',
}

export function ContactChannels() {
  return (
    <Stack as="ul" listStyleType="none" gap={4}>
      {contactPage.channels.map((channel) => (
        <Flex as="li" key={channel.kind} gap={4} p={5} rounded="xl" bg="white" borderWidth="1px" borderColor="gray.200" align="start">
          <Flex boxSize={11} flexShrink={0} rounded="lg" bg="orange.50" color={brand.accent} align="center" justify="center">
            <SiteIcon name={icons[channel.kind]} boxSize={5} />
          </Flex>
          <Box minW={0}>
            <Text fontWeight="semibold">{channel.label}</Text>
            {channel.href === null ? (
              <Text color={brand.muted}>{channel.value}</Text>
            ) : channel.external ? (
              <ExternalLink href={channel.href} color={brand.accent} fontWeight="medium" wordBreak="break-word">
                {channel.value}
              </ExternalLink>
            ) : (
              <Link href={channel.href} color={brand.accent} fontWeight="medium" wordBreak="break-word">
                {channel.value}
              </Link>
            )}
          </Box>
        </Flex>
      ))}
    </Stack>
  )
}

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
