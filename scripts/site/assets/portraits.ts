import { svg } from './svg.ts'

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
