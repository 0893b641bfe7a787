import { Icon, type IconProps } from '@chakra-ui/react'
import { iconPaths, type AnyIconName } from './icon-paths.ts'

/** A decorative icon: hidden from assistive technology, the text next to it carries the meaning. */
export function SiteIcon({ name, ...props }: { name: AnyIconName } & IconProps) {
  // Chakra's Icon styles its only child (asChild), so the <svg> is ours and the recipe adds size and colour.
  return (
    <Icon boxSize="5" {...props} asChild>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        {iconPaths[name].map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    </Icon>
  )
}
