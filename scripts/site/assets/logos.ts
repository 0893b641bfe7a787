import { FONT, palette, svg } from './svg.ts'

/** Client wordmarks (180×60): a geometric mark and the name, in the greys of a logo strip. */
const mark: Record<string, string> = {
  vertice: `<path d="M10 44 L26 14 L42 44 Z" fill="none" stroke="${palette.inkSoft}" stroke-width="4" stroke-linejoin="round"/><path d="M20 44 L26 32 L32 44" fill="${palette.gray}"/>`,
  aurora: `<circle cx="26" cy="38" r="14" fill="none" stroke="${palette.inkSoft}" stroke-width="4"/><rect x="6" y="38" width="40" height="12" fill="#fff"/><path d="M8 44h36" stroke="${palette.gray}" stroke-width="4" stroke-linecap="round"/>`,
  nexa: `<path d="M26 10 L42 19 L42 37 L26 46 L10 37 L10 19 Z" fill="none" stroke="${palette.inkSoft}" stroke-width="4" stroke-linejoin="round"/><path d="M20 28h12M26 22v12" stroke="${palette.gray}" stroke-width="4" stroke-linecap="round"/>`,
  'grao-nobre': `<ellipse cx="26" cy="28" rx="12" ry="17" fill="${palette.inkSoft}" transform="rotate(25 26 28)"/><path d="M22 14 C30 24 22 32 30 42" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  lumen: `<circle cx="26" cy="24" r="10" fill="none" stroke="${palette.inkSoft}" stroke-width="4"/><path d="M21 40h10M23 46h6" stroke="${palette.gray}" stroke-width="4" stroke-linecap="round"/><path d="M26 6v4M12 12l3 3M40 12l-3 3" stroke="${palette.gray}" stroke-width="3" stroke-linecap="round"/>`,
  forte: `<path d="M26 8 L42 14 V28 C42 38 34 45 26 48 C18 45 10 38 10 28 V14 Z" fill="${palette.inkSoft}"/><path d="M19 20h14M19 28h10" stroke="#fff" stroke-width="4" stroke-linecap="round"/>`,
}

export function clientLogo(file: string, name: string): string {
  const [first, ...rest] = name.split(' ')
  const body =
    `<rect width="180" height="60" fill="#fff"/>${mark[file]}` +
    `<text x="54" y="${rest.length ? 29 : 36}" ${FONT} font-size="17" font-weight="700" fill="${palette.inkSoft}">${first}</text>` +
    (rest.length ? `<text x="54" y="46" ${FONT} font-size="11" letter-spacing="2" fill="${palette.gray}">${rest.join(' ').toUpperCase()}</text>` : '')
  return svg(180, 60, body, name)
}
