import { chakra } from '@chakra-ui/react'

// Native input: Chakra's Checkbox and RadioGroup run a state machine each (~14 KB gzip) for what the browser does.
export const ChoiceInput = chakra('input', {
  base: {
    flexShrink: 0,
    width: '4.5',
    height: '4.5',
    marginTop: '0.5',
    accentColor: 'orange.solid',
    cursor: 'pointer',
    _focusVisible: { outline: '2px solid', outlineColor: 'orange.solid', outlineOffset: '2px' },
    _disabled: { cursor: 'not-allowed' },
  },
})

// A whole row is the target: 44 px tall on phones and tablets (WCAG 2.2's target size with a finger's margin, issue
// 25); compact only for a mouse on a wide screen.
export const ChoiceLabel = chakra('label', {
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: '2.5',
    cursor: 'pointer',
    lineHeight: '1.5',
    fontSize: 'md',
    paddingBlock: '2.5',
    '@media (min-width: 48em) and (pointer: fine)': { paddingBlock: '0' },
  },
})
