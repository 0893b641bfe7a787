import { useEffect } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'

/** How long to wait for a lazy page to render the element a hash points at (~2 s of frames). */
const MAX_FRAMES = 120

// Back/forward without a hash is left to the browser's own scroll restoration.
export function ScrollManager() {
  const { pathname, hash, key } = useLocation()
  const navigationType = useNavigationType()

  useEffect(() => {
    if (!hash) {
      if (navigationType !== 'POP') window.scrollTo(0, 0)
      return
    }
    const id = decodeURIComponent(hash.slice(1))
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
    let frame = 0
    let tries = 0
    const seek = () => {
      const target = document.getElementById(id)
      if (target) target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' })
      else if (tries++ < MAX_FRAMES) frame = requestAnimationFrame(seek)
    }
    seek()
    return () => cancelAnimationFrame(frame)
  }, [pathname, hash, key, navigationType])

  return null
}
