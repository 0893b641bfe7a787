import { Button } from '@chakra-ui/react'
import type { FormEntry } from '../form-meta.ts'

/** The submit button with its states; texts come from the form's `x-form.buttons`. */
export function SubmitBar({ buttons, submitting }: { buttons: FormEntry['buttons']; submitting: boolean }) {
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
    >
      {submitting ? buttons.submitting : buttons.submit}
    </Button>
  )
}
