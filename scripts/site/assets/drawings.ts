import type { ServiceId } from '../../../src/content/content-shapes.ts'

// Every image of the site as SVG, drawn with no network (generate-assets.ts writes them).

const svg = (width: number, height: number, body: string, title: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${title}</title>${body}</svg>\n`

const FONT = 'font-family="\'Helvetica Neue\', Helvetica, Arial, sans-serif"'

export const palette = {
  ink: '#0a0a0f',
  inkSoft: '#1f2937',
  accent: '#ea580c',
  accentSoft: '#fed7aa',
  cream: '#fff7ed',
  gray: '#4b5563',
  grayLight: '#e5e7eb',
  green: '#15803d',
}

const p = palette

/** Client wordmarks (180×60): a geometric mark and the name, in the greys of a logo strip. */
const mark: Record<string, string> = {
  vertice: `<path d="M10 44 L26 14 L42 44 Z" fill="none" stroke="${p.inkSoft}" stroke-width="4" stroke-linejoin="round"/><path d="M20 44 L26 32 L32 44" fill="${p.gray}"/>`,
  aurora: `<circle cx="26" cy="38" r="14" fill="none" stroke="${p.inkSoft}" stroke-width="4"/><rect x="6" y="38" width="40" height="12" fill="#fff"/><path d="M8 44h36" stroke="${p.gray}" stroke-width="4" stroke-linecap="round"/>`,
  nexa: `<path d="M26 10 L42 19 L42 37 L26 46 L10 37 L10 19 Z" fill="none" stroke="${p.inkSoft}" stroke-width="4" stroke-linejoin="round"/><path d="M20 28h12M26 22v12" stroke="${p.gray}" stroke-width="4" stroke-linecap="round"/>`,
  'grao-nobre': `<ellipse cx="26" cy="28" rx="12" ry="17" fill="${p.inkSoft}" transform="rotate(25 26 28)"/><path d="M22 14 C30 24 22 32 30 42" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  lumen: `<circle cx="26" cy="24" r="10" fill="none" stroke="${p.inkSoft}" stroke-width="4"/><path d="M21 40h10M23 46h6" stroke="${p.gray}" stroke-width="4" stroke-linecap="round"/><path d="M26 6v4M12 12l3 3M40 12l-3 3" stroke="${p.gray}" stroke-width="3" stroke-linecap="round"/>`,
  forte: `<path d="M26 8 L42 14 V28 C42 38 34 45 26 48 C18 45 10 38 10 28 V14 Z" fill="${p.inkSoft}"/><path d="M19 20h14M19 28h10" stroke="#fff" stroke-width="4" stroke-linecap="round"/>`,
}

export function clientLogo(file: string, name: string): string {
  const [first, ...rest] = name.split(' ')
  const body =
    `<rect width="180" height="60" fill="#fff"/>${mark[file]}` +
    `<text x="54" y="${rest.length ? 29 : 36}" ${FONT} font-size="17" font-weight="700" fill="${p.inkSoft}">${first}</text>` +
    (rest.length
      ? `<text x="54" y="46" ${FONT} font-size="11" letter-spacing="2" fill="${p.gray}">${rest.join(' ').toUpperCase()}</text>`
      : '')
  return svg(180, 60, body, name)
}

/** Flat portraits (320×320) of the illustrative team: background, shoulders, face and hair. */
interface Look {
  bg: string
  shirt: string
  skin: string
  hair: string
  long: boolean
}

const looks: Record<string, Look> = {
  'carlos-mendes': { bg: '#fde68a', shirt: '#1f2937', skin: '#c68a5b', hair: '#2d1b0e', long: false },
  'ana-ribeiro': { bg: '#fed7aa', shirt: '#c2410c', skin: '#f1c6a0', hair: '#5b3a1e', long: true },
  'lucas-oliveira': { bg: '#bfdbfe', shirt: '#0f766e', skin: '#8d5a3b', hair: '#111827', long: false },
  'beatriz-santos': { bg: '#ddd6fe', shirt: '#4338ca', skin: '#e0ac85', hair: '#1c1917', long: true },
}

export function portrait(file: string, name: string): string {
  const l = looks[file]
  const longHair = l.long ? `<path d="M104 150 C100 70 220 70 216 150 L222 250 L98 250 Z" fill="${l.hair}"/>` : ''
  const body =
    `<rect width="320" height="320" fill="${l.bg}"/>` +
    `<circle cx="160" cy="160" r="150" fill="#ffffff" opacity="0.25"/>` +
    longHair +
    `<path d="M60 320 C60 250 100 220 160 220 C220 220 260 250 260 320 Z" fill="${l.shirt}"/>` +
    `<rect x="142" y="180" width="36" height="46" rx="14" fill="${l.skin}"/>` +
    `<ellipse cx="160" cy="142" rx="50" ry="58" fill="${l.skin}"/>` +
    `<path d="M110 130 C108 82 212 82 210 130 C196 104 130 100 110 130 Z" fill="${l.hair}"/>` +
    `<circle cx="142" cy="146" r="5" fill="#1f2937"/><circle cx="178" cy="146" r="5" fill="#1f2937"/>` +
    `<path d="M146 172 Q160 182 174 172" stroke="#7c2d12" stroke-width="4" fill="none" stroke-linecap="round"/>`
  return svg(320, 320, body, `Foto de ${name}`)
}

/** One illustration per service (560×420): a light card with a drawing of what the service does. */
const frame = `<rect width="560" height="420" rx="28" fill="${p.cream}"/><circle cx="470" cy="80" r="120" fill="${p.accentSoft}" opacity="0.5"/>`

const drawings: Record<ServiceId, string> = {
  'trafego-pago':
    `<rect x="70" y="90" width="320" height="240" rx="18" fill="#fff" stroke="${p.grayLight}" stroke-width="3"/>` +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<rect x="${110 + i * 55}" y="${270 - i * 35}" width="34" height="${30 + i * 35}" rx="6" fill="${i === 4 ? p.accent : p.accentSoft}"/>`,
      )
      .join('') +
    `<path d="M105 230 L170 200 L230 215 L300 150 L360 120" stroke="${p.ink}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="440" cy="270" r="70" fill="#fff" stroke="${p.accent}" stroke-width="10"/><circle cx="440" cy="270" r="40" fill="none" stroke="${p.accent}" stroke-width="10"/><circle cx="440" cy="270" r="12" fill="${p.accent}"/>`,
  estrategia:
    `<rect x="60" y="80" width="300" height="260" rx="18" fill="#fff" stroke="${p.grayLight}" stroke-width="3"/>` +
    `<rect x="90" y="110" width="110" height="80" rx="10" fill="${p.accentSoft}"/><rect x="220" y="110" width="110" height="80" rx="10" fill="#fde68a"/><rect x="90" y="210" width="110" height="100" rx="10" fill="#bbf7d0"/><rect x="220" y="210" width="110" height="100" rx="10" fill="#bfdbfe"/>` +
    `<circle cx="430" cy="250" r="90" fill="#fff" stroke="${p.ink}" stroke-width="8"/><path d="M465 215 L445 265 L395 285 L415 235 Z" fill="${p.accent}"/><circle cx="430" cy="250" r="8" fill="${p.ink}"/>`,
  sites:
    `<rect x="60" y="70" width="440" height="290" rx="18" fill="#fff" stroke="${p.grayLight}" stroke-width="3"/><rect x="60" y="70" width="440" height="40" rx="18" fill="${p.ink}"/><rect x="60" y="92" width="440" height="18" fill="${p.ink}"/>` +
    `<circle cx="90" cy="90" r="7" fill="${p.accent}"/><circle cx="112" cy="90" r="7" fill="#fbbf24"/><circle cx="134" cy="90" r="7" fill="#22c55e"/>` +
    `<rect x="95" y="140" width="200" height="22" rx="6" fill="${p.ink}"/><rect x="95" y="174" width="160" height="12" rx="6" fill="${p.grayLight}"/><rect x="95" y="194" width="180" height="12" rx="6" fill="${p.grayLight}"/><rect x="95" y="230" width="120" height="40" rx="10" fill="${p.accent}"/>` +
    `<rect x="320" y="140" width="150" height="130" rx="14" fill="${p.accentSoft}"/><rect x="95" y="295" width="375" height="40" rx="10" fill="${p.cream}"/>`,
  ecommerce:
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${60 + i * 130}" y="80" width="110" height="150" rx="14" fill="#fff" stroke="${p.grayLight}" stroke-width="3"/><rect x="${75 + i * 130}" y="95" width="80" height="70" rx="10" fill="${[p.accentSoft, '#bfdbfe', '#bbf7d0'][i]}"/><rect x="${75 + i * 130}" y="180" width="60" height="10" rx="5" fill="${p.ink}"/><rect x="${75 + i * 130}" y="200" width="40" height="10" rx="5" fill="${p.accent}"/>`,
      )
      .join('') +
    `<path d="M250 270 h30 l24 90 h120 l26-70 H296" stroke="${p.ink}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/><circle cx="320" cy="385" r="12" fill="${p.ink}"/><circle cx="410" cy="385" r="12" fill="${p.ink}"/>` +
    `<circle cx="470" cy="250" r="36" fill="${p.green}"/><path d="M452 250 l12 12 l22 -24" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  automacoes:
    `<path d="M140 140 L280 210 L420 140 M280 210 L280 320 M140 140 L140 300 L280 320" stroke="${p.gray}" stroke-width="5" fill="none" stroke-dasharray="10 10"/>` +
    [
      [140, 140, p.accent],
      [280, 210, p.ink],
      [420, 140, p.accent],
      [280, 320, p.green],
      [140, 300, '#2563eb'],
    ]
      .map(
        ([x, y, c]) =>
          `<circle cx="${x}" cy="${y}" r="42" fill="#fff" stroke="${c}" stroke-width="8"/><circle cx="${x}" cy="${y}" r="14" fill="${c}"/>`,
      )
      .join('') +
    `<path d="M430 290 l-22 34 h20 l-8 30 l32-44 h-20 l10-20 z" fill="${p.accent}"/>`,
}

export const illustration = (id: ServiceId, alt: string) => svg(560, 420, frame + drawings[id], alt)

export const favicon = svg(
  64,
  64,
  `<rect width="64" height="64" rx="14" fill="${p.ink}"/><path d="M20 16h24v7H28v6h14v7H28v5h16v7H20z" fill="#fff"/><circle cx="50" cy="48" r="5" fill="${p.accent}"/>`,
  'Excellis',
)
