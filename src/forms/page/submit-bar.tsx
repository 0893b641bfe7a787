import { Button, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router-dom'
import type { FormEntry } from '../form-meta.ts'

interface Props {
  buttons: FormEntry['buttons']
  submitting: boolean
  /** Runs before the form's submit event (a click, or Enter in a field, which clicks this button). */
  onBeforeSubmit?: () => void
  purpose?: string
}

export function SubmitBar({ buttons, submitting, onBeforeSubmit, purpose }: Props) {
  return (
    <Stack direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }} gap={{ base: 3, md: 5 }} mt={6}>
      <Button
        type="submit"
        size="lg"
        colorPalette="orange"
        width={{ base: 'full', md: 'auto' }}
        flexShrink={0}
        disabled={submitting}
        loading={submitting && buttons.spinner === true}
        loadingText={buttons.submitting}
        onClick={onBeforeSubmit}
      >
        {submitting ? buttons.submitting : buttons.submit}
      </Button>
      {purpose && (
        <Text fontSize="sm" color="gray.600" data-testid="form-purpose">
          {purpose}{' '}
          <Link asChild color="orange.700" textDecoration="underline">
            <RouterLink to="/privacidade">Política de Privacidade</RouterLink>
          </Link>
        </Text>
      )}
    </Stack>
  )
}
