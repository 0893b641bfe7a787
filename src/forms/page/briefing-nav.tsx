import { Box, Flex, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router-dom'

const Separator = () => (
  <Text as="span" aria-hidden="true" color="gray.400">
    /
  </Text>
)

/**
 * Breadcrumbs `Início / Briefings / <title>` and the back link every briefing shows. Plain primitives, not
 * Chakra's Breadcrumb: this renders in the first bundle, before the form's chunk (see form-page-frame.tsx).
 */
export function BriefingNav({ title }: { title: string }) {
  return (
    <Stack gap={3} mb={6}>
      <Box as="nav" aria-label="Você está em" fontSize="sm">
        <Flex as="ol" wrap="wrap" gap={2} listStyleType="none" color="gray.600">
          <li>
            <Link asChild color="gray.600">
              <RouterLink to="/">Início</RouterLink>
            </Link>
          </li>
          <Separator />
          <li>
            <Link asChild color="gray.600">
              <RouterLink to="/briefings">Briefings</RouterLink>
            </Link>
          </li>
          <Separator />
          <li aria-current="page">
            <Text as="span" color="gray.900" fontWeight="medium">
              {title}
            </Text>
          </li>
        </Flex>
      </Box>
      <Link asChild color="orange.700" fontWeight="medium" width="fit-content">
        <RouterLink to="/briefings">
          <span aria-hidden="true">← </span>Voltar aos briefings
        </RouterLink>
      </Link>
    </Stack>
  )
}
