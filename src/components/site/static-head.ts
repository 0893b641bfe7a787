const STATIC = '[data-prerendered-head]'

/** Which tag a head element stands for: a page has one of each (og:image and og:image:width are two). */
const keyOf = (el: Element) =>
  el.tagName === 'TITLE'
    ? 'title'
    : el.tagName === 'LINK'
      ? `link:${el.getAttribute('rel')}`
      : `meta:${el.getAttribute('name') ?? el.getAttribute('property')}`

// React adopts the build's head tags only when it hydrates; over static HTML (decision 040) each built tag stays until
// React's tag of the same kind arrives, so the page is never without a title. Returns the stop.
export function handOverStaticHead(): () => void {
  const sweep = () => {
    const rendered = new Set(
      [...document.head.querySelectorAll(`title:not(${STATIC}), meta:not(${STATIC}), link:not(${STATIC})`)].map(keyOf),
    )
    for (const el of document.head.querySelectorAll(STATIC)) if (rendered.has(keyOf(el))) el.remove()
    if (!document.head.querySelector(STATIC)) observer.disconnect()
  }
  const observer = new MutationObserver(sweep)
  observer.observe(document.head, { childList: true })
  sweep()
  return () => observer.disconnect()
}
