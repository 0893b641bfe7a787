import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react'
import { headerHeight } from '../brand.ts'
import { markToasterLoaded } from './toaster-signal.ts'

// Below the sticky header (its taller, desktop height): at 390 px a toast at the top covered the menu button.
const offsets = { top: `calc(${headerHeight.md} + 0.5rem)`, right: '1rem', bottom: '1rem', left: '1rem' }

/** Chakra v3 has no `useToast`: one toaster for the whole site, rendered once by the app. */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 3, offsets })

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  )
}

// Whoever imports the toaster (the form engine) can raise toasts: tell the layout to mount <Toaster/>.
markToasterLoaded()
