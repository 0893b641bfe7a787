/** Tiny helpers to write SVG files by hand: every asset of the site is drawn here, with no network. */
export const svg = (width: number, height: number, body: string, title: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${title}</title>${body}</svg>\n`

export const FONT = "font-family=\"'Helvetica Neue', Helvetica, Arial, sans-serif\""

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
