// Chosen for WCAG AA contrast: orange.600 (3.6:1) and green.600 (3.3:1) fail it for white button labels.
export const brand = {
  ink: '#0a0a0f',
  inkSoft: '#16161d',
  accent: '#c2410c', // 5.2:1 with white
  accentHover: '#9a3412',
  accentOnDark: '#fb923c', // 8:1 on ink
  whatsapp: '#15803d', // 5.0:1 with white
  whatsappHover: '#166534',
  muted: 'gray.600', // 7.5:1 on white
  mutedOnDark: 'gray.300',
  heroGlow:
    'radial-gradient(circle at 85% 15%, rgba(234, 88, 12, 0.28), transparent 45%), radial-gradient(circle at 10% 90%, rgba(234, 88, 12, 0.12), transparent 40%)',
} as const

export const headerHeight = { base: '64px', md: '72px' } as const

/** A screen pointed at with a finger, whatever its width: a tablet's too, not only under 480 px (issue 33). */
export const TOUCH = '@media (pointer: coarse)'
/** A primary action or a tab under a finger: 44 px tall (a Button's md is 40 px). */
export const touchTarget = { [TOUCH]: { minHeight: '11' } } as const
