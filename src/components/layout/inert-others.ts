/**
 * Makes everything outside `keep` inert (no focus, no click, hidden from assistive technology), walking up to
 * <body> and marking the siblings at each level, the way modal dialogs isolate themselves. Elements that were
 * inert already are left alone. Returns the undo.
 */
export function inertOthers(keep: HTMLElement): () => void {
  const marked: Element[] = []
  for (let node: HTMLElement = keep; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling.hasAttribute('inert')) continue
      sibling.setAttribute('inert', '')
      marked.push(sibling)
    }
  }
  return () => {
    for (const el of marked) el.removeAttribute('inert')
  }
}
