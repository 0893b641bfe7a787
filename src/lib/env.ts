import { LOCAL_ANON_KEY, LOCAL_BACKEND_URL } from './local-backend.ts'

/**
 * The site's backend, compiled into the build. Production builds set VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY;
 * `npm run build` refuses to build without them (scripts/site/backend-env-guard.ts) unless VITE_BACKEND=local asks
 * for the local demo explicitly. Development (`npm run dev`), the tests and that demo point at the embedded local
 * backend (./local-backend.ts), so a newcomer needs no account (docs/backend.md).
 */
const localDemo: boolean = import.meta.env.DEV || import.meta.env.VITE_BACKEND === 'local'

export const backendUrl: string = import.meta.env.VITE_SUPABASE_URL || (localDemo ? LOCAL_BACKEND_URL : '')
export const anonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY || (localDemo ? LOCAL_ANON_KEY : '')
