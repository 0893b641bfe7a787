import { Button } from '@chakra-ui/react'
import type { FormEntry } from '../form-meta.ts'

interface Props {
  buttons: FormEntry['buttons']
  submitting: boolean
  /** Runs before the form's submit event (a click, or Enter in a field, which clicks this button). */
  onBeforeSubmit?: () => void
}

/** The submit button with its states; texts come from the form's `x-form.buttons`. */
export function SubmitBar({ buttons, submitting, onBeforeSubmit }: Props) {
  return (
    <Button
      type="submit"
      size="lg"
      colorPalette="orange"
      width={{ base: 'full', md: 'auto' }}
      mt={6}
      disabled={submitting}
      loading={submitting && buttons.spinner === true}
      loadingText={buttons.submitting}
      onClick={onBeforeSubmit}
    >
      {submitting ? buttons.submitting : buttons.submit}
    </Button>
  )
}
