import { render, screen, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { Reveal } from '../../src/components/motion/reveal.tsx'

// The animation chunk cannot be fetched (offline, a deploy removed the old hash, a blocked request).
vi.mock('../../src/components/motion/reveal-engine.ts', () => {
  throw new Error('Failed to fetch dynamically imported module')
})

describe('Reveal when the animation chunk fails to load', () => {
  const rect = Element.prototype.getBoundingClientRect
  const Observer = window.IntersectionObserver
  beforeAll(() => {
    // The visitor scrolls: every observed block comes into view at once.
    window.IntersectionObserver = class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        this.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver)
      }
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return []
      }
    } as unknown as typeof IntersectionObserver
    // Every block is below the fold, so each one is hidden until the engine would animate it.
    Element.prototype.getBoundingClientRect = () => ({
      top: 5000,
      bottom: 5400,
      left: 0,
      right: 100,
      width: 100,
      height: 400,
      x: 0,
      y: 5000,
      toJSON: () => ({}),
    })
  })
  afterAll(() => {
    window.IntersectionObserver = Observer
    Element.prototype.getBoundingClientRect = rect
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
