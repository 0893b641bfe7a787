// framer-motion's WAAPI animator (dom/mini): a lazy chunk, fetched when the first block scrolls into view.
export { animate } from 'framer-motion/dom/mini'
