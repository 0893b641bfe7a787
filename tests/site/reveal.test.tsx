import { render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Reveal } from '../../src/components/motion/reveal.tsx'

// The animation chunk cannot be fetched (offline, a deploy removed the old hash, a blocked request).
vi.mock('../../src/components/motion/reveal-engine.ts', () => {
  throw new Error('Failed to fetch dynamically imported module')
})

describe('Reveal when the animation chunk fails to load', () => {
  beforeEach(() => {
    // The visitor scrolls: every observed block comes into view at once (unstubbed after the test by the config).
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(target: Element) {
          this.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver)
        }
        disconnect() {}
        unobserve() {}
        takeRecords() {
          return []
        }
      },
    )
    // Every block is below the fold, so each one is hidden until the engine would animate it.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 5000, width: 100, height: 400 }))
  })

  it('shows the block instead of leaving it invisible once it scrolls into view', async () => {
    render(
      <Reveal>
        <p>Depoimentos</p>
      </Reveal>,
    )
    const block = screen.getByText('Depoimentos').parentElement!
    await waitFor(() => expect(block).toHaveAttribute('data-reveal', 'static'))
    expect(block.style.opacity).toBe('')
    expect(block.style.transform).toBe('')
  })
})
