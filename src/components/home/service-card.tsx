import { Box, Flex, Heading, Link, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router-dom'
import type { ServiceCard as Card } from '../../content/content-shapes.ts'
import { SiteIcon } from '../icons/site-icon.tsx'
import { brand } from '../../lib/brand.ts'

/** A whole card is clickable through its title's link, stretched over the card (one link, one name). */
export function ServiceCard({ card, moreLabel }: { card: Card; moreLabel: string }) {
  return (
    <Box
      as="article"
      position="relative"
      h="full"
      p={6}
      rounded="xl"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      transition="box-shadow 0.2s, transform 0.2s"
      _hover={{ boxShadow: 'lg', transform: 'translateY(-2px)' }}
      _focusWithin={{ outline: '3px solid', outlineColor: brand.accent, outlineOffset: '2px' }}
      _motionReduce={{ transition: 'none', _hover: { transform: 'none' } }}
    >
      <Flex boxSize={12} rounded="lg" bg="orange.50" color={brand.accent} align="center" justify="center" mb={5}>
        <SiteIcon name={card.icon} boxSize={6} />
      </Flex>
      <Heading as="h3" size="lg" mb={2}>
        <Link
          asChild
          color="inherit"
          _hover={{ textDecoration: 'none' }}
          _focusVisible={{ outline: 'none' }}
          _after={{ content: '""', position: 'absolute', inset: 0 }}
        >
          <RouterLink to={card.link}>{card.title}</RouterLink>
        </Link>
      </Heading>
      <Text color={brand.muted} mb={4}>
        {card.description}
      </Text>
      <Text aria-hidden="true" color={brand.accent} fontWeight="semibold" display="flex" alignItems="center" gap={1}>
        {moreLabel}
        <SiteIcon name="arrow-right" boxSize={4} />
      </Text>
    </Box>
  )
}
