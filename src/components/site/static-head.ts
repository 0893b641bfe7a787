const STATIC = '[data-prerendered-head]'

/** Which tag a head element stands for: a page has one of each (og:image and og:image:width are two). */
const keyOf = (el: Element) =>
  el.tagName === 'TITLE'
    ? 'title'
    : el.tagName === 'LINK'
      ? `link:${el.getAttribute('rel')}`
      : `meta:${el.getAttribute('name') ?? el.getAttribute('property')}`

// Over a shell (decision 040) each built tag stays until React's tag of its kind arrives: never a page without a title.
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
