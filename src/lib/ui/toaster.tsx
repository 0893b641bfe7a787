import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react'
import { markToasterLoaded } from './toaster-signal.ts'

// At the bottom, above the floating WhatsApp button (56 px, 16–24 px from the edge): at the top a toast covered the
// menu button, /briefing-obrigado's heading and the home's hero (issue 33). Full width on phones, in the corner beyond.
const offsets = { top: '1rem', right: '1rem', bottom: '5.5rem', left: '1rem' }

/** Chakra v3 has no `useToast`: one toaster for the whole site, rendered once by the app. */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 3, offsets })

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
            {/* Ark's label is English ("Dismiss notification") and the button 24 px: a finger needs 44 (issue 43). */}
            <Toast.CloseTrigger aria-label="Fechar aviso" minW="11" minH="11" />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  )
}

// Whoever imports the toaster (the form engine) can raise toasts: tell the layout to mount <Toaster/>.
markToasterLoaded()
