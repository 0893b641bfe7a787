import { ChakraProvider } from '@chakra-ui/react'
import { getSystem } from '../../src/app/system.ts'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { Toaster } from '../../src/lib/ui/toaster.tsx'

export function renderWithProviders(ui: ReactElement) {
  return render(
    <ChakraProvider value={getSystem()}>
      <MemoryRouter>
        {ui}
        <Toaster />
      </MemoryRouter>
    </ChakraProvider>,
  )
}
