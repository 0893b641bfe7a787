import { Link, Stack, type StackProps } from '@chakra-ui/react'
import { NavLink } from 'react-router-dom'
import type { NavLink as NavItem } from '../../content/navigation.ts'
import { brand } from '../site/brand.ts'

interface NavLinksProps extends StackProps {
  items: NavItem[]
  label: string
  fontSize?: StackProps['fontSize']
  onNavigate?: () => void
}

/** A labelled <nav> of site links; the current page is marked with aria-current by NavLink. */
export function NavLinks({ items, label, fontSize = 'sm', onNavigate, ...props }: NavLinksProps) {
  return (
    <Stack as="nav" aria-label={label} {...props}>
      {items.map((item) => (
        <Link
          key={item.to}
          asChild
          color="whiteAlpha.900"
          fontSize={fontSize}
          fontWeight="medium"
          _hover={{ color: brand.accentOnDark, textDecoration: 'none' }}
          _currentPage={{ color: brand.accentOnDark }}
        >
          <NavLink to={item.to} end onClick={onNavigate}>
            {item.label}
          </NavLink>
        </Link>
      ))}
    </Stack>
  )
}
