const STATIC = '[data-prerendered-head]'

/** Which tag a head element stands for: a page has one of each (og:image and og:image:width are two). */
const keyOf = (el: Element) =>
  el.tagName === 'TITLE'
    ? 'title'
    : el.tagName === 'LINK'
      ? `link:${el.getAttribute('rel')}`
      : `meta:${el.getAttribute('name') ?? el.getAttribute('property')}`

/**
 * React adopts the head tags the build wrote only when it hydrates. On a page it renders over static HTML (a
 * form or the audit checklist, decision 040) it adds tags of its own: each tag the build wrote stays (so the
 * page is never without a title) until React's tag of the same kind arrives, then goes. Returns the stop.
 */
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
