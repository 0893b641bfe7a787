import { ChakraProvider } from '@chakra-ui/react'
import { system } from './system.ts'
import { BrowserRouter } from 'react-router-dom'
import { AppRoutes } from './routes.tsx'

export function App() {
  return (
    <ChakraProvider value={system}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ChakraProvider>
  )
}
