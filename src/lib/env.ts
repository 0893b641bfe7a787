import { LOCAL_ANON_KEY, LOCAL_BACKEND_URL } from './local-backend.ts'

// `npm run build` refuses to build without the Supabase variables (scripts/site/backend-env-guard.ts) unless
// VITE_BACKEND=local; dev, tests and that demo use the embedded local backend (docs/backend.md).
const localDemo: boolean = import.meta.env.DEV || import.meta.env.VITE_BACKEND === 'local'

export const backendUrl: string = import.meta.env.VITE_SUPABASE_URL || (localDemo ? LOCAL_BACKEND_URL : '')
export const anonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY || (localDemo ? LOCAL_ANON_KEY : '')
