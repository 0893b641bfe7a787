import { BrowserRouter } from 'react-router-dom'
import { AppRoutes } from './routes.tsx'
import { SiteChakraProvider } from './site-chakra-provider.tsx'

export function App() {
  return (
    <SiteChakraProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </SiteChakraProvider>
  )
}
