import { Global } from '@emotion/react'

/**
 * Print rules for the audit only: mounted with the page, so other pages print as before.
 * The site frame (header, footer, floating buttons, toasts) belongs to the layout, which the audit does not
 * own, hence a global rule rather than props on those components.
 */
const styles = {
  '@media print': {
    '@page': { size: 'A4', margin: '12mm' },
    'body > :not(#root), #root > * > :not(main)': { display: 'none !important' },
    body: { background: 'white' },
    // The layout pads <main> under the fixed header and paints a dark band behind it (site-layout.tsx); with
    // the header hidden on paper both would print as an empty black bar above the title.
    '#root > * > main': { paddingTop: '0 !important', backgroundImage: 'none !important' },
  },
}

export const AuditPrintStyles = () => <Global styles={styles} />
