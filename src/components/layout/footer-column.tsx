import { Heading, Link, Stack } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router-dom'
import type { NavLink } from '../../content/navigation.ts'
import { brand } from '../site/brand.ts'

export function FooterColumn({ title, items, label }: { title: string; items: NavLink[]; label: string }) {
  return (
    <Stack as="nav" aria-label={label} gap={3}>
      <Heading as="h2" size="sm" color="white" textTransform="uppercase" letterSpacing="wider">
        {title}
      </Heading>
      {items.map((item) => (
        <Link key={item.to} asChild color="gray.300" fontSize="sm" _hover={{ color: brand.accentOnDark }}>
          <RouterLink to={item.to}>{item.label}</RouterLink>
        </Link>
      ))}
    </Stack>
  )
}
