/**
 * Bringing the element an address's `#hash` names into view, for every in-site link with a hash (issue 43). Two things
 * stood in the way: after a link from another page the target does not exist yet (its page is a lazy chunk, seconds
 * away on a phone's network), and once it does, what is above it may still change size (images, fonts).
 */

/** How long a page may take to draw the anchor's target (a lazy page on a slow phone network). */
const WAIT_MS = 15_000

/** How long an anchor's target is kept in place while what is above it settles. */
const HOLD_MS = 4_000

/** Whatever a visitor does to move the page themselves: it ends any waiting or holding on their behalf. */
const INTENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/** Calls `end` when the visitor acts or `ms` pass, whichever comes first; returns the cancel (which does not call it). */
function untilVisitorActs(ms: number, end: () => void): () => void {
  function cancel() {
    clearTimeout(timer)
    for (const intent of INTENTS) window.removeEventListener(intent, finish)
  }
  function finish() {
    cancel()
    end()
  }
  const timer = setTimeout(finish, ms)
  for (const intent of INTENTS) window.addEventListener(intent, finish, { passive: true, once: true })
  return cancel
}

/**
 * Calls `found` with the element of id `id` at once if the page has it, else as soon as the page draws it. It used to
 * look for 120 frames (~2 s): a slower chunk left the visitor at the top of the page, 254 px above the guide at 390 px.
 */
function whenInPage(id: string, found: (target: HTMLElement) => void): () => void {
  const now = document.getElementById(id)
  if (now) {
    found(now)
    return () => {}
  }
  const additions = new MutationObserver(() => {
    const target = document.getElementById(id)
    if (!target) return
    stop()
    found(target)
  })
  additions.observe(document.body, { childList: true, subtree: true })
  const stopWaiting = untilVisitorActs(WAIT_MS, () => additions.disconnect())
  function stop() {
    additions.disconnect()
    stopWaiting()
  }
  return stop
}

/**
 * Scrolls `target` back to the top each time it moves in the page, until the visitor acts or `HOLD_MS` pass: on a cold
 * load the scroll ran before images had their size and landed 1,131 px off (issue 43's play-test). Compared by the
 * target's place in the page, so a smooth scroll under way is left alone while nothing moves.
 */
function holdInPlace(target: HTMLElement): () => void {
  const place = () => target.getBoundingClientRect().top + window.scrollY
  let at = place()
  const resizes = new ResizeObserver(() => {
    const now = place()
    if (Math.abs(now - at) < 1) return
    at = now
    target.scrollIntoView({ behavior: 'auto', block: 'start' })
  })
  resizes.observe(document.body)
  const stopHolding = untilVisitorActs(HOLD_MS, () => resizes.disconnect())
  return () => {
    resizes.disconnect()
    stopHolding()
  }
}

/** Brings the element of id `id` to the top (its scroll-margin below the header) once it exists, and keeps it there. */
export function scrollToAnchor(id: string): () => void {
  let release = () => {}
  const stopWaiting = whenInPage(id, (target) => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
    target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' })
    release = holdInPlace(target)
  })
  return () => {
    stopWaiting()
    release()
  }
}
