import type { Page } from '@playwright/test'

/** Two lines of text drawn over each other, or a line cut by a box that hides what overflows it. */
export interface TextProblem {
  kind: 'overlap' | 'clipped'
  text: string
  detail: string
}

/**
 * Measures every line of text on the page from its line boxes (`Range.getClientRects()`, one rectangle per line of a
 * text node), not from pixels: two lines overlap when their rectangles share more than a sliver (a third of the
 * shorter one's height, 2 px across); a line is clipped when a box with `overflow: hidden` or `clip` cuts more than
 * a sliver of it. A box that scrolls (`auto`, `scroll`) does not clip: its text can be scrolled to. Text no one can
 * see is skipped: hidden, transparent, or visually hidden for screen readers (a 1 px box that hides its overflow).
 */
export const textProblems = (page: Page): Promise<TextProblem[]> =>
  page.evaluate(() => {
    const hides = (style: CSSStyleDeclaration) => /hidden|clip/.test(style.overflowX + style.overflowY)
    const seen = new Map<Element, boolean>()
    function visible(el: Element | null): boolean {
      if (!el || el === document.documentElement) return true
      const known = seen.get(el)
      if (known !== undefined) return known
      const style = getComputedStyle(el)
      const box = el.getBoundingClientRect()
      const shown =
        style.visibility !== 'hidden' &&
        style.opacity !== '0' &&
        !(hides(style) && (box.width <= 1 || box.height <= 1)) &&
        visible(el.parentElement)
      seen.set(el, shown)
      return shown
    }
    const label = (text: string) => text.trim().replace(/\s+/g, ' ').slice(0, 60)
    const lines: { rect: DOMRect; el: Element; text: string }[] = []
    const problems: { kind: 'overlap' | 'clipped'; text: string; detail: string }[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement
      if (!node.textContent?.trim() || !el || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'OPTION', 'TITLE'].includes(el.tagName) || !visible(el))
        continue
      range.selectNodeContents(node)
      for (const rect of range.getClientRects()) {
        if (rect.width < 1 || rect.height < 1 || rect.bottom + scrollY <= 0 || rect.right + scrollX <= 0) continue
        let drawn = true
        for (let box: Element | null = el; box && box !== document.body; box = box.parentElement) {
          const style = getComputedStyle(box)
          // Text in a box that scrolls is brought into view by scrolling: nothing further out decides. A line scrolled
          // out of that box is not drawn where its rect says (over the page below a sticky column), so it overlaps nothing.
          if (/auto|scroll/.test(style.overflowX + style.overflowY)) {
            const b = box.getBoundingClientRect()
            drawn = rect.bottom > b.top && rect.top < b.bottom && rect.right > b.left && rect.left < b.right
            break
          }
          if (!hides(style)) continue
          const b = box.getBoundingClientRect()
          const out = Math.max(b.left - rect.left, rect.right - b.right, b.top - rect.top, rect.bottom - b.bottom)
          if (out > Math.max(3, rect.height * 0.2)) {
            problems.push({
              kind: 'clipped',
              text: label(node.textContent),
              detail: `${Math.round(out)} px outside <${box.tagName.toLowerCase()}>`,
            })
            break
          }
        }
        if (drawn) lines.push({ rect, el, text: node.textContent })
      }
    }
    lines.sort((a, b) => a.rect.top - b.rect.top)
    for (let i = 0; i < lines.length; i++) {
      const a = lines[i].rect
      for (let j = i + 1; j < lines.length && lines[j].rect.top < a.bottom; j++) {
        const b = lines[j].rect
        const across = Math.min(a.right, b.right) - Math.max(a.left, b.left)
        const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
        if (across > 2 && down > Math.min(a.height, b.height) / 3) {
          problems.push({
            kind: 'overlap',
            text: label(lines[i].text),
            detail: `over "${label(lines[j].text)}" (${Math.round(across)}×${Math.round(down)} px)`,
          })
        }
      }
    }
    return problems
  })

/**
 * How far the page can scroll sideways, and the elements that stick out of the screen. The frame clips
 * horizontal overflow (overflow-x: clip), so a too-wide block would be cut off rather than scroll: both count.
 * A block inside a container that scrolls on purpose (overflow-x auto/scroll, e.g. the anchor bar) does not.
 */
export const overflowX = (page: Page): Promise<{ scroll: number; outside: string[] }> =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const scrollsOnPurpose = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(p).overflowX)) return true
      }
      return false
    }
    // Wholly off to the left is the visually-hidden technique (the forms' bot trap), not an overflow.
    const outside = [...document.body.querySelectorAll('*')].filter((el) => {
      const r = el.getBoundingClientRect()
      return r.width > 0 && r.height > 0 && r.right > 0 && (r.right > width + 1 || r.left < -1) && !scrollsOnPurpose(el)
    })
    return {
      scroll: document.documentElement.scrollWidth - width,
      outside: outside
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} ${el.textContent?.trim().slice(0, 40)}`),
    }
  })
