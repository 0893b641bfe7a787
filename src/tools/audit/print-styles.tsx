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
  },
}

export const AuditPrintStyles = () => <Global styles={styles} />
