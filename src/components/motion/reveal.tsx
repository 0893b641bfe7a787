import { useLayoutEffect, useRef, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react'

/** The spec's reveal: fade and slide in once about 10% of the block is visible. */
const VISIBLE_AMOUNT = 0.1
const HIDDEN_TRANSFORM = 'translateY(24px)'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(REDUCED_MOTION)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  )
}

// One chunk for every Reveal (decision 014); a failed fetch is forgotten, so a later block tries again.
let engine: Promise<typeof import('./reveal-engine.ts')> | undefined
const loadEngine = () =>
  (engine ??= import('./reveal-engine.ts').catch((error: unknown) => {
    engine = undefined
    throw error
  }))

interface RevealProps {
  children: ReactNode
  /** Milliseconds; the spec's steps are 200, 400, 600, 800 and 1000. */
  delay?: number
  /** `li` when the revealed block is an item of a list, so the list keeps valid markup. */
  as?: 'div' | 'li'
  style?: CSSProperties
}

// A block already on screen stays as painted (largest paint); if the animation fails the block is shown anyway.
export function Reveal({ children, delay = 0, as: Tag = 'div', style }: RevealProps) {
  const element = useRef<HTMLElement | null>(null)
  const reduced = usePrefersReducedMotion()

  useLayoutEffect(() => {
    const el = element.current
    if (!el || reduced || el.getBoundingClientRect().top < window.innerHeight) return
    const show = (state: 'shown' | 'static') => {
      el.style.opacity = ''
      el.style.transform = ''
      el.dataset.reveal = state
    }
    el.style.opacity = '0'
    el.style.transform = HIDDEN_TRANSFORM
    el.dataset.reveal = 'hidden'
    let cancelled = false
    // A visitor who never scrolls never downloads the animation code.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        observer.disconnect()
        loadEngine()
          .then(({ animate }) => {
            if (cancelled) return
            const options = { duration: 0.6, delay: delay / 1000, ease: 'easeOut' } as const
            animate(el, { opacity: [0, 1], transform: [HIDDEN_TRANSFORM, 'translateY(0px)'] }, options).then(
              () => show('shown'),
              () => show('static'),
            )
          })
          .catch(() => {
            if (!cancelled) show('static')
          })
      },
      { threshold: VISIBLE_AMOUNT },
    )
    observer.observe(el)
    return () => {
      cancelled = true
      observer.disconnect()
      show('static')
    }
  }, [reduced, delay])

  const setElement = (el: HTMLElement | null) => {
    element.current = el
  }
  return (
    <Tag ref={setElement} style={style} data-reveal="static">
      {children}
    </Tag>
  )
}

/** Cards of a list (testimonials, team) arrive one after another: 400 ms, then 200 ms more per card. */
export const staggerDelay = (index: number) => 400 + 200 * index
