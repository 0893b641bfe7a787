import { Link, type LinkProps } from '@chakra-ui/react'

/** A link that leaves the site: new tab, no opener, no referrer. */
export function ExternalLink(props: LinkProps & { href: string }) {
  return <Link target="_blank" rel="noopener noreferrer" {...props} />
}
