import { Button, Link, type ButtonProps, type LinkProps } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router-dom'
import { SiteIcon, type IconName } from '../icons/site-icon.tsx'
import { brand } from '../../lib/brand.ts'

export function ExternalLink(props: LinkProps & { href: string }) {
  return <Link target="_blank" rel="noopener noreferrer" {...props} />
}

type Variant = 'primary' | 'outline-light' | 'outline-dark'

const variants: Record<Variant, ButtonProps> = {
  primary: { bg: brand.accent, color: 'white', _hover: { bg: brand.accentHover } },
  'outline-light': { variant: 'outline', color: 'white', borderColor: 'whiteAlpha.600', _hover: { bg: 'whiteAlpha.200' } },
  'outline-dark': { variant: 'outline', color: 'gray.900', borderColor: 'gray.400', _hover: { bg: 'gray.100' } },
}

interface RouteButtonProps extends Omit<ButtonProps, 'variant'> {
  to: string
  label: string
  variant?: Variant
  icon?: IconName
}

export function RouteButton({ to, label, variant = 'primary', icon, ...props }: RouteButtonProps) {
  return (
    <Button asChild size="lg" fontWeight="semibold" {...variants[variant]} {...props}>
      <RouterLink to={to}>
        {icon && <SiteIcon name={icon} />}
        {label}
      </RouterLink>
    </Button>
  )
}

export function WhatsAppButton({ href, label, ...props }: { href: string; label: string } & ButtonProps) {
  return (
    <Button asChild size="lg" fontWeight="semibold" bg={brand.whatsapp} color="white" _hover={{ bg: brand.whatsappHover }} {...props}>
      <ExternalLink href={href}>
        <SiteIcon name="whatsapp" />
        {label}
      </ExternalLink>
    </Button>
  )
}
