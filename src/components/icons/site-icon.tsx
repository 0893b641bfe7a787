import { Icon, type IconProps } from '@chakra-ui/react'
import type { IconName } from '../../content/content-shapes.ts'

const circle = (cx: number, cy: number, r: number) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`
const rect = (x: number, y: number, w: number, h: number, r: number) =>
  `M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${h - 2 * r}a${r} ${r} 0 0 1 ${-r} ${r}h${2 * r - w}a${r} ${r} 0 0 1 ${-r} ${-r}v${2 * r - h}a${r} ${r} 0 0 1 ${r} ${-r}z`

/** Icons drawn for this site on a 24×24 grid, stroked with currentColor (no icon package in the bundle). */
const iconPaths = {
  target: [circle(12, 12, 10), circle(12, 12, 6), circle(12, 12, 2)],
  compass: [circle(12, 12, 10), 'M15.5 8.5l-2 5-5 2 2-5z'],
  monitor: [rect(3, 4, 18, 12, 2), 'M8 20h8', 'M12 16v4'],
  cart: ['M3 4h2l2.4 10.2a1.5 1.5 0 0 0 1.5 1.1h8.4a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.2', circle(9, 19.5, 1.3), circle(17, 19.5, 1.3)],
  zap: ['M13 2L4 14h7l-1 8 9-12h-7z'],
  rocket: [
    'M12 3c3 2 4.5 5 4.5 9l-2 4h-5l-2-4c0-4 1.5-7 4.5-9z',
    circle(12, 10, 1.5),
    'M9.5 16L7 19h3.5',
    'M14.5 16l2.5 3h-3.5',
    'M11 19.5l1 2 1-2',
  ],
  eye: ['M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z', circle(12, 12, 3)],
  gem: ['M6 3h12l4 6-10 12L2 9z', 'M2 9h20', 'M9 3L8 9l4 12 4-12-1-6'],
  award: [circle(12, 9, 6), 'M8.5 14L7 22l5-3 5 3-1.5-8'],
  'trending-up': ['M3 17l6-6 4 4 8-8', 'M15 7h6v6'],
  lightbulb: ['M9 18h6', 'M10 22h4', 'M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.2 1 2V18h6v-1.3c0-.8.4-1.5 1-2A7 7 0 0 0 12 2z'],
  shield: ['M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z', 'M9 12l2 2 4-4'],
  users: [circle(9, 8, 4), 'M2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1', 'M16 4.1a4 4 0 0 1 0 7.8', 'M19 14.3a6 6 0 0 1 3 5.2V21'],
  menu: ['M4 6h16', 'M4 12h16', 'M4 18h16'],
  close: ['M6 6l12 12', 'M18 6L6 18'],
  whatsapp: [
    'M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3z',
    'M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 .8a5 5 0 0 1-2.3-2.3l.8-1-1-2z',
  ],
  mail: [rect(3, 5, 18, 14, 2), 'M3 7l9 6 9-6'],
  'map-pin': ['M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z', circle(12, 10, 2.5)],
  download: ['M12 3v12', 'M7 10l5 5 5-5', 'M4 21h16'],
  calendar: [rect(3, 5, 18, 16, 2), 'M3 10h18', 'M8 3v4', 'M16 3v4'],
  'arrow-right': ['M5 12h14', 'M13 6l6 6-6 6'],
  check: ['M5 12l5 5 9-10'],
  quote: ['M10 7C6.5 8 5 10.5 5 14v3h5v-5H7.6c.3-1.8 1.3-2.9 3-3.6z', 'M19 7c-3.5 1-5 3.5-5 7v3h5v-5h-2.4c.3-1.8 1.3-2.9 3-3.6z'],
} satisfies Record<IconName, string[]>

export type { IconName }

export function SiteIcon({ name, ...props }: { name: IconName } & IconProps) {
  // Chakra's Icon styles its only child (asChild), so the <svg> is ours and the recipe adds size and colour.
  return (
    <Icon boxSize="5" {...props} asChild>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {iconPaths[name].map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    </Icon>
  )
}
