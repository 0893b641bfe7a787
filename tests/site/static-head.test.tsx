import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { handOverStaticHead } from '../../src/components/site/static-head.ts'

const tick = () => new Promise((r) => setTimeout(r, 0))
const add = (html: string) => document.head.insertAdjacentHTML('beforeend', html)

describe('handOverStaticHead (a shell rendered over, decision 040)', () => {
  // The head as it was, node for node: the dom tier shares one document per worker, and Emotion keeps inserting its
  // styles next to the <style> tags it already put there (wiping them broke the next file's render).
  let before: ChildNode[] = []
  beforeEach(() => {
    before = [...document.head.childNodes]
  })
  afterEach(() => {
    document.head.replaceChildren(...before)
  })

  it("keeps each tag the build wrote until React's tag of the same kind arrives", async () => {
    add('<title data-prerendered-head>Agendar | Excellis</title>')
    add('<meta data-prerendered-head name="description" content="d">')
    add('<link data-prerendered-head rel="canonical" href="https://x/agendar">')
    add('<meta data-prerendered-head property="og:image" content="i"><meta data-prerendered-head property="og:image:width" content="1200">')
    const stop = handOverStaticHead()
    add('<link rel="canonical" href="https://x/agendar"><meta property="og:image" content="i">') // RouteHead's
    await tick()
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1)
    expect(document.head.querySelectorAll('meta[property="og:image"]')).toHaveLength(1)
    expect(document.head.querySelector('meta[property="og:image:width"]')).not.toBeNull() // not rendered yet: kept
    expect(document.title).toBe('Agendar | Excellis') // the page is never without a title
    add('<title>Agendar | Excellis</title><meta name="description" content="d"><meta property="og:image:width" content="1200">') // the form page's
    await tick()
    expect(document.head.querySelectorAll('title')).toHaveLength(1)
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1)
    expect(document.head.querySelectorAll('[data-prerendered-head]')).toHaveLength(0)
    stop()
  })
})
