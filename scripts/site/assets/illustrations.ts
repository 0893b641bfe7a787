import type { ServiceId } from '../../../src/content/types.ts'
import { palette as p, svg } from './svg.ts'

/** One illustration per service (560×420): a light card with a drawing of what the service does. */
const frame = `<rect width="560" height="420" rx="28" fill="${p.cream}"/><circle cx="470" cy="80" r="120" fill="${p.accentSoft}" opacity="0.5"/>`

const drawings: Record<ServiceId, string> = {
  'trafego-pago':
    `<rect x="70" y="90" width="320" height="240" rx="18" fill="#fff" stroke="${p.grayLight}" stroke-width="3"/>` +
    [0, 1, 2, 3, 4].map((i) => `<rect x="${110 + i * 55}" y="${270 - i * 35}" width="34" height="${30 + i * 35}" rx="6" fill="${i === 4 ? p.accent : p.accentSoft}"/>`).join('') +
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
    [0, 1, 2].map((i) => `<rect x="${60 + i * 130}" y="80" width="110" height="150" rx="14" fill="#fff" stroke="${p.grayLight}" stroke-width="3"/><rect x="${75 + i * 130}" y="95" width="80" height="70" rx="10" fill="${[p.accentSoft, '#bfdbfe', '#bbf7d0'][i]}"/><rect x="${75 + i * 130}" y="180" width="60" height="10" rx="5" fill="${p.ink}"/><rect x="${75 + i * 130}" y="200" width="40" height="10" rx="5" fill="${p.accent}"/>`).join('') +
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
    ].map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="42" fill="#fff" stroke="${c}" stroke-width="8"/><circle cx="${x}" cy="${y}" r="14" fill="${c}"/>`).join('') +
    `<path d="M430 290 l-22 34 h20 l-8 30 l32-44 h-20 l10-20 z" fill="${p.accent}"/>`,
}

export const illustration = (id: ServiceId, alt: string) => svg(560, 420, frame + drawings[id], alt)

export const favicon = svg(
  64,
  64,
  `<rect width="64" height="64" rx="14" fill="${p.ink}"/><path d="M20 16h24v7H28v6h14v7H28v5h16v7H20z" fill="#fff"/><circle cx="50" cy="48" r="5" fill="${p.accent}"/>`,
  'Excellis',
)
