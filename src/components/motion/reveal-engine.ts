// framer-motion's WAAPI animator (dom/mini) and its IntersectionObserver helper: ~3.5 KB gzip, in a lazy chunk.
export { animate } from 'framer-motion/dom/mini'
export { inView } from 'framer-motion/dom'
