import { ChakraProvider } from '@chakra-ui/react'
import { getSystem } from '../../src/app/system.ts'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { Toaster, toaster } from '../../src/lib/ui/toaster.tsx'

/**
 * `ui` inside the app's providers and its one Toaster. The toaster's store is the module's, shared by every file of
 * the `dom` worker: a toast an earlier test left (a form's "Formulário enviado!") is removed before this one renders.
 */
export function renderWithProviders(ui: ReactElement) {
  toaster.remove()
  return render(
    <ChakraProvider value={getSystem()}>
      <MemoryRouter>
        {ui}
        <Toaster />
      </MemoryRouter>
    </ChakraProvider>,
  )
}
