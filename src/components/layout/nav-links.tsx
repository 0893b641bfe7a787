import { Link, Stack, type StackProps } from '@chakra-ui/react'
import { NavLink } from 'react-router-dom'
import type { NavItem } from '../../content/navigation.ts'
import { routedForms } from '../../forms/form-index.ts'
import { brand } from '../../lib/brand.ts'

interface NavLinksProps extends StackProps {
  items: NavItem[]
  label: string
  fontSize?: StackProps['fontSize']
  onNavigate?: () => void
}

export function navHref(item: NavItem): string {
  if ('to' in item) return item.to
  const form = routedForms.find((f) => f.id === item.form)
  if (!form) throw new Error(`Menu: o formulário "${item.form}" não existe ou não tem rota`)
  return form.route
}

export function NavLinks({ items, label, fontSize = 'sm', onNavigate, ...props }: NavLinksProps) {
  return (
    <Stack as="nav" aria-label={label} {...props}>
      {items.map((item) => (
        <Link
          key={item.label}
          asChild
          color="whiteAlpha.900"
          fontSize={fontSize}
          fontWeight="medium"
          _hover={{ color: brand.accentOnDark, textDecoration: 'none' }}
          _currentPage={{ color: brand.accentOnDark }}
        >
          <NavLink to={navHref(item)} end onClick={onNavigate}>
            {item.label}
          </NavLink>
        </Link>
      ))}
    </Stack>
  )
}
