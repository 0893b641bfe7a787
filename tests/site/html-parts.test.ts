import { describe, expect, it } from 'vitest'
import { splitPage } from '../../scripts/site/html-parts.ts'

describe('splitPage (prerendered markup → head and body)', () => {
  const html =
    '<title>Sobre | Excellis</title><meta name="description" content="x"/><link rel="canonical" href="https://a/sobre"/>' +
    '<style data-emotion="css-global abc">html{color:red}</style><div class="app">' +
    '<style data-emotion="css h1">.css-h1{color:blue}</style><p class="css-h1">Oi</p>' +
    '<style data-emotion="css h2 h3">.css-h2{margin:0}.css-h3{padding:0}</style></div>'
  const parts = splitPage(html)

  it('takes the hoisted title, meta and link tags for the head', () => {
    expect(parts.headTags).toEqual([
      '<title>Sobre | Excellis</title>',
      '<meta name="description" content="x"/>',
      '<link rel="canonical" href="https://a/sobre"/>',
    ])
  })

  it('keeps global styles and merges component styles under one emotion tag', () => {
    expect(parts.styles).toBe(
      '<style data-s="" data-emotion="css-global abc">html{color:red}</style>' +
        '<style data-s="" data-emotion="css h1 h2 h3">.css-h1{color:blue}.css-h2{margin:0}.css-h3{padding:0}</style>',
    )
  })

  it('marks them as settled, so emotion does not move them when it starts (it re-parses what it moves)', () => {
    expect(parts.styles.match(/<style /g)).toHaveLength(2)
    expect(parts.styles.match(/<style data-s="" /g)).toHaveLength(2)
  })

  it('leaves the markup without any style tag', () => {
    expect(parts.body).toBe('<div class="app"><p class="css-h1">Oi</p></div>')
  })
})
